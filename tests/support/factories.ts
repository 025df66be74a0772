import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";

import type { Db } from "~/platform/db/client.server";
import { profiles, user } from "~/platform/db/schema";

/** A user with a profile (boards chosen, trial running unless told otherwise), made directly in the database. */
export async function createStudent(
  db: Db,
  options: { name?: string; board?: string; trialDays?: number; boards?: Record<string, string> } = {},
) {
  const id = randomUUID();
  const email = `student-${id.slice(0, 8)}@example.com`;
  const name = options.name ?? "Test Student";
  await db.insert(user).values({ id, name, email, emailVerified: true });
  const board = options.board ?? "aqa";
  await db.insert(profiles).values({
    userId: id,
    fullName: name,
    examBoards: options.boards ?? { "english-literature": board, "english-language": board, history: board },
    trialEndsAt: sql`now() + make_interval(days => ${options.trialDays ?? 7})`,
  });
  return { id, email, name };
}
