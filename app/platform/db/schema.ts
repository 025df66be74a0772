/**
 * The one schema for PostgreSQL and PGlite. Migrations are generated from it (`npm run db:generate`)
 * into ./migrations and checked in; an applied migration is never edited.
 */
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters for abuse limits, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});
