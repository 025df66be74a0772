import type { Db } from "./db/client.server";

/** A file the user uploaded, carried in the export (base64) and deleted with the account. */
export interface AccountFile {
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * One feature's part of a person's data (UK GDPR articles 15, 17 and 20). Each feature that keeps rows with a
 * user id declares them here, so a new table cannot be forgotten: a test compares `tables` across all parts
 * with every table in the database that has a user_id column.
 */
export interface AccountDataPart {
  /** The section name in the export. */
  name: string;
  /** Database tables this part exports (every table with a user_id must be in some part). */
  tables: readonly string[];
  /** The user's rows, without secrets (no password hashes, session tokens, provider tokens, share-link hashes). */
  export(db: Db, userId: string): Promise<Record<string, unknown>>;
  /** Storage keys of the user's uploaded files this part knows about. */
  files?(db: Db, userId: string): Promise<string[]>;
}
