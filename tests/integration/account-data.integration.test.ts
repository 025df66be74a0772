import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { ACCOUNT_DATA_PARTS } from "~/features/account/account-parts.server";
import { deleteAccount, DELETE_CONFIRMATION, DELETE_MESSAGES } from "~/features/account/delete-account.server";
import { EXPORT_DATA_FILE, EXPORT_README_FILE, exportAccountArchive, exportAccountData, exportFileName } from "~/features/account/export-account.server";
import { reauthenticate, REAUTH_MESSAGES } from "~/features/account/reauthenticate.server";
import { setBillingProvider } from "~/features/billing/billing.server";
import { createLocalProvider } from "~/features/billing/billing-provider.server";
import { completeLocalCheckout, deliverLocalEvents, stopLocalEventDelivery } from "~/features/billing/local-billing.server";
import { startCheckout } from "~/features/billing/checkout.server";
import { planStateFor } from "~/features/billing/plan-state";
import { saveAvatar } from "~/features/profile/avatar.server";
import { hashPassword } from "~/features/auth/password-hashing.server";
import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase } from "~/platform/db/client.server";
import {
  account,
  accountDeletions,
  flashcardReviews,
  flashcards,
  flashcardSets,
  localBillingSubscriptions,
  profiles,
  session,
  shareLinks,
  submissions,
  subscriptions,
  user,
} from "~/platform/db/schema";
import { startJobQueue } from "~/platform/jobs/job-queue.server";
import { enqueueMarking, MARKING_QUEUE } from "~/platform/jobs/marking-jobs.server";
import { consumeRateLimit } from "~/platform/security/consume-rate-limit.server";
import { createLocalStorage } from "~/platform/storage/local-storage.server";
import { setStorage } from "~/platform/storage/get-storage.server";
import { userStoragePrefix } from "~/platform/storage/storage-key";

import { createPendingSubmission, createStudent } from "../support/factories";
import { readZip } from "../support/read-zip";
import { setupOwnTestDatabase } from "../support/setup-test-database";

// Its own database: the tests count the anonymous deletion records, which every account shares.
const database = await setupOwnTestDatabase();
const db = database.db;
const dataDir = mkdtempSync(path.join(tmpdir(), "marker-account-data-"));
const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
setConfig(config);
setDatabase(database);
const storage = createLocalStorage({ dir: path.join(dataDir, "uploads") });
setStorage(storage);
const provider = createLocalProvider(config, db);
setBillingProvider(provider);
afterAll(() => {
  stopLocalEventDelivery();
  setBillingProvider(undefined);
  setStorage(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A student with something in every table: a password, a session, an avatar, an answer, a share link, a plan, cards, a review. */
async function fullStudent(password = "correct horse battery") {
  const student = await createStudent(db);
  await db.update(account).set({ password: await hashPassword(password) }).where(eq(account.userId, student.id));
  const [existingCredential] = await db.select().from(account).where(eq(account.userId, student.id));
  if (!existingCredential) {
    await db.insert(account).values({ id: `acc-${student.id}`, accountId: student.id, providerId: "credential", userId: student.id, password: await hashPassword(password) });
  }
  await db.insert(session).values({ id: `ses-${student.id}`, token: `token-${student.id}`, userId: student.id, expiresAt: new Date(Date.now() + 86_400_000) });
  await saveAvatar(db, student.id, await sharp({ create: { width: 50, height: 50, channels: 3, background: "#123456" } }).png().toBuffer());
  const submissionId = await createPendingSubmission(db, student.id);
  await db.insert(shareLinks).values({ userId: student.id, submissionId, tokenHash: `hash-${student.id}` });
  const started = await startCheckout(db, provider, { id: student.id, email: student.email, name: student.name }, planStateFor({ trialEndsAt: new Date() }), "standard");
  if (!started.ok) throw new Error(started.message);
  await completeLocalCheckout(db, started.value.url.split("/").pop()!, student.id);
  await deliverLocalEvents();
  const [set] = await db.insert(flashcardSets).values({ userId: student.id, title: `Set of ${student.id}` }).returning();
  const [card] = await db.insert(flashcards).values({ setId: set!.id, userId: student.id, position: 0, front: "What is AO2?", back: "Language, form and structure" }).returning();
  await db.insert(flashcardReviews).values({
    cardId: card!.id,
    userId: student.id,
    rating: 3,
    previous: {},
    state: 1,
    due: new Date(),
    stability: 1,
    difficulty: 5,
    scheduledDays: 0,
    learningSteps: 1,
  });
  return { ...student, password, submissionId };
}

describe("the data a person can take away and delete (K2)", () => {
  it("covers every table that has a user_id column: a new one cannot be forgotten", async () => {
    const result = (await db.execute(
      sql`select distinct table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by table_name`,
    )) as unknown as { rows: { table_name: string }[] };
    const withUserId = result.rows.map((row) => row.table_name);
    expect(withUserId.length).toBeGreaterThan(8);
    const covered = new Set(ACCOUNT_DATA_PARTS.flatMap((part) => part.tables));
    expect(withUserId.filter((table) => !covered.has(table)), "tables with a user_id that no feature exports").toEqual([]);
    // "user" itself is keyed by id.
    expect(covered.has("user")).toBe(true);
  });

  it("exports everything about this user and nothing about anyone else, without secrets", async () => {
    const me = await fullStudent();
    const other = await fullStudent();
    const exported = await exportAccountData(db, me.id);
    const text = JSON.stringify(exported);
    expect(text).toContain(me.email);
    expect(text).toContain(`Set of ${me.id}`);
    expect(text).toContain(me.submissionId);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(`Set of ${other.id}`);
    // No password hash, session token, or share-link secret.
    expect(text).not.toContain("$argon2");
    expect(text).not.toContain(`token-${me.id}`);
    expect(text).not.toContain(`hash-${me.id}`);
    const sections = exported as unknown as Record<string, Record<string, unknown>>;
    expect(sections.subscription!.subscription).toMatchObject({ plan: "standard", status: "active" });
    expect((sections.flashcards!.reviews as unknown[]).length).toBe(1);
    expect((sections.usage!.markingsPerDay as unknown[]).length).toBe(1);
    expect((sections.shareLinks!.shareLinks as unknown[]).length).toBe(1);
    const files = (exported as unknown as { uploadedFiles: { file: string; key: string; contentType: string }[] }).uploadedFiles;
    expect(files).toHaveLength(1);
    expect(files[0]!.contentType).toBe("image/webp");
    expect(files[0]!.file).toBe(`pictures/${files[0]!.key}`);
  });

  it("downloads as one ZIP a parent can open: a plain guide, the data and the pictures as image files", async () => {
    const me = await fullStudent();
    const now = new Date("2026-11-26T17:30:00Z");
    const archive = await readZip(await exportAccountArchive(db, me.id, now));
    expect([...archive.keys()].slice(0, 2)).toEqual([EXPORT_README_FILE, EXPORT_DATA_FILE]);
    const data = JSON.parse(archive.get(EXPORT_DATA_FILE)!.toString("utf8")) as { uploadedFiles: { file: string; key: string }[] } & Record<string, unknown>;
    expect(JSON.stringify(data)).toContain(me.email);
    expect(JSON.stringify(data)).toEqual(JSON.stringify(await exportAccountData(db, me.id, now)));
    // Each picture the data names is in the download at the path it gives, as a real WebP image.
    expect(data.uploadedFiles).toHaveLength(1);
    const picture = archive.get(data.uploadedFiles[0]!.file);
    expect(picture).toBeDefined();
    expect((await sharp(picture!).metadata()).format).toBe("webp");
    // The guide names every part of the data in plain words, and the date in UK time.
    const guide = archive.get(EXPORT_README_FILE)!.toString("utf8");
    expect(guide).toContain("26 November 2026 at 17:30");
    for (const section of ["account", "profile", "subscription", "usage", "submissions", "shareLinks", "flashcards", "practicePapers", "studyPlan"]) {
      expect(guide).toMatch(new RegExp(`^- ${section}: `, "m"));
    }
    expect(guide).toContain("stability, difficulty");
    expect(guide).not.toContain("data kept for this part of Marker");
    expect(exportFileName(now)).toBe("marker-data-2026-11-26.zip");
  });

  it("asks for the password before data leaves or is deleted", async () => {
    const me = await fullStudent();
    const sessionCreatedAt = new Date();
    expect(await reauthenticate(db, { userId: me.id, password: undefined, sessionCreatedAt })).toMatchObject({ ok: false, message: REAUTH_MESSAGES.passwordNeeded });
    expect(await reauthenticate(db, { userId: me.id, password: "wrong guess", sessionCreatedAt })).toMatchObject({ ok: false, message: REAUTH_MESSAGES.wrongPassword });
    expect(await reauthenticate(db, { userId: me.id, password: me.password, sessionCreatedAt })).toMatchObject({ ok: true });
  });

  it("lets a Google-only account through only with a fresh sign-in", async () => {
    const student = await createStudent(db);
    await db.delete(account).where(eq(account.userId, student.id));
    const now = new Date();
    expect(await reauthenticate(db, { userId: student.id, password: undefined, sessionCreatedAt: new Date(now.getTime() - 60_000), now })).toMatchObject({ ok: true });
    expect(await reauthenticate(db, { userId: student.id, password: undefined, sessionCreatedAt: new Date(now.getTime() - 3_600_000), now })).toMatchObject({
      ok: false,
      message: REAUTH_MESSAGES.signInAgain,
    });
  });

  it("deletes the account: the subscription cancelled first, every row and file gone, an anonymous record kept, a repeat harmless", async () => {
    const me = await fullStudent();
    const other = await fullStudent();
    const [mine] = await db.select().from(subscriptions).where(eq(subscriptions.userId, me.id));
    expect(mine).toMatchObject({ status: "active" });
    expect(await deleteAccount(db, me.id, "delete")).toMatchObject({ ok: false, field: "confirmation", message: DELETE_MESSAGES.confirm });
    const before = (await db.select().from(accountDeletions)).length;

    // The provider is asked to delete its customer record too (the name and email it holds).
    const customersDeleted: string[] = [];
    setBillingProvider({ ...provider, deleteCustomer: async (customerId) => void customersDeleted.push(customerId) });
    try {
      expect(await deleteAccount(db, me.id, DELETE_CONFIRMATION)).toEqual({ ok: true, value: { deleted: true } });
    } finally {
      setBillingProvider(provider);
    }
    expect(customersDeleted).toEqual([mine!.customerId]);
    for (const table of [user, session, account, profiles, submissions, shareLinks, flashcardSets, flashcards, flashcardReviews]) {
      const column = "userId" in table ? table.userId : (table as typeof user).id;
      expect(await db.select().from(table).where(eq(column, me.id)), String(table)).toEqual([]);
    }
    expect(await storage.list(userStoragePrefix(me.id))).toEqual([]);
    // The subscription was cancelled at the provider (here the test checkout's own records); the other student's is not.
    const atProvider = await db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.customerId, mine!.customerId));
    expect(atProvider.map((row) => row.status)).toEqual(["canceled"]);
    expect(JSON.stringify(await exportAccountData(db, other.id))).toMatch(/"status": ?"active"/);
    expect((await db.select().from(accountDeletions)).length).toBe(before + 1);
    // Someone else's data is untouched.
    expect(await db.select().from(user).where(eq(user.id, other.id))).toHaveLength(1);
    expect(await storage.list(userStoragePrefix(other.id))).toHaveLength(1);

    expect(await deleteAccount(db, me.id, DELETE_CONFIRMATION)).toEqual({ ok: true, value: { deleted: false } });
    expect((await db.select().from(accountDeletions)).length).toBe(before + 1);
  });

  it("leaves no value anywhere in the database that carries the id: the queue's jobs and the abuse-limit counters go too", async () => {
    const me = await fullStudent();
    const other = await fullStudent();
    const queue = await startJobQueue(database, { maintenanceIntervalSeconds: 30 });
    try {
      await queue.ensureQueue(MARKING_QUEUE, { retryLimit: 1, retryDelaySeconds: 1, expireInSeconds: 60 });
      for (const student of [me, other]) {
        await enqueueMarking({ submissionId: student.submissionId, userId: student.id }, queue);
        await consumeRateLimit(db, { key: `export:user:${student.id}`, limit: 5, windowSeconds: 600 });
      }
      const holding = async (id: string) => {
        const columns = (await db.execute(sql`
          select table_schema, table_name, column_name from information_schema.columns
          where table_schema not in ('pg_catalog', 'information_schema')
            and data_type in ('text', 'character varying', 'json', 'jsonb')
        `)) as unknown as { rows: { table_schema: string; table_name: string; column_name: string }[] };
        const found: string[] = [];
        for (const column of columns.rows) {
          const hits = (await db.execute(
            sql`select count(*)::int as n from ${sql.identifier(column.table_schema)}.${sql.identifier(column.table_name)} where position(${id} in ${sql.identifier(column.column_name)}::text) > 0`,
          )) as unknown as { rows: { n: number }[] };
          if (Number(hits.rows[0]?.n) > 0) found.push(`${column.table_schema}.${column.table_name}.${column.column_name}`);
        }
        return found;
      };
      expect(await holding(me.id)).toEqual(expect.arrayContaining(["pgboss.job.data", "public.rate_limits.key"]));

      expect(await deleteAccount(db, me.id, DELETE_CONFIRMATION)).toEqual({ ok: true, value: { deleted: true } });
      expect(await holding(me.id)).toEqual([]);
      // The other student's job and counter stay.
      expect(await holding(other.id)).toEqual(expect.arrayContaining(["pgboss.job.data", "public.rate_limits.key"]));
    } finally {
      await queue.stop();
    }
  });

  it("deletes once when two deletions arrive at the same moment: one record, one email", async () => {
    const me = await fullStudent();
    const outbox = config.mail.outboxDir;
    const emailsTo = (address: string) =>
      existsSync(outbox) ? readdirSync(outbox).filter((file) => readFileSync(path.join(outbox, file), "utf8").includes(`To: ${address}`)).length : 0;
    const before = (await db.select().from(accountDeletions)).length;
    const outcomes = await Promise.all([deleteAccount(db, me.id, DELETE_CONFIRMATION), deleteAccount(db, me.id, DELETE_CONFIRMATION)]);
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.value.deleted : null)).sort()).toEqual([false, true]);
    expect((await db.select().from(accountDeletions)).length).toBe(before + 1);
    expect(emailsTo(me.email)).toBe(1);
    // The message can be answered: the sender takes no replies, so it names the support address and replies go there.
    const message = readdirSync(outbox)
      .map((file) => readFileSync(path.join(outbox, file), "utf8"))
      .find((text) => text.includes(`To: ${me.email}`))!;
    expect(message).toContain(`Reply-To: ${config.supportEmail}`);
  });

  it("deletes nothing when the subscription cannot be cancelled at the provider", async () => {
    const me = await fullStudent();
    setBillingProvider({ ...provider, cancelSubscriptionsNow: async () => Promise.reject(new Error("provider down")) });
    try {
      expect(await deleteAccount(db, me.id, DELETE_CONFIRMATION)).toMatchObject({ ok: false, code: "UPSTREAM_FAILED" });
      expect(await db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1);
      expect(await storage.list(userStoragePrefix(me.id))).toHaveLength(1);
    } finally {
      setBillingProvider(provider);
    }
  });
});
