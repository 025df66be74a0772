import { getLogger } from "../logger.server";
import type { Database, DatabaseKind } from "./client.server";

export interface DatabaseHealth {
  ok: boolean;
  db: DatabaseKind;
}

/** Asks the database a real question; never throws. */
export async function checkDatabaseHealth(database: Database): Promise<DatabaseHealth> {
  try {
    await database.ping();
    return { ok: true, db: database.kind };
  } catch (error) {
    getLogger().warn({ err: error, db: database.kind }, "health check: database unreachable");
    return { ok: false, db: database.kind };
  }
}
