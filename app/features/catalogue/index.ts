/**
 * The catalogue's light entry, safe for any page: the subjects, the exam boards and the catalogue's
 * types. The papers, question types and lookups are in `~/features/catalogue/lookup`.
 */
export * from "./subjects";
export type * from "./types";
