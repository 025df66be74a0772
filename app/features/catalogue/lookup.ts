/** The catalogue's lookups for other features: papers, question types, and resolving a selection. */
export * from "./catalogue";
export * from "./resolve-selection";
export * from "./own-question";
