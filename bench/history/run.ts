/**
 * History-cost benchmark: does a signed-in page cost the same with a long history?
 *
 *   npm run bench:history [-- --db pglite|postgres|both] [--rounds 200]
 *
 * Two students in one database: one with 20 marked answers, one with 2,000 (each with its objective rows,
 * as marking stores them), and likewise 20 flashcards in 2 sets against 2,000 in 100 sets (the most a
 * student may keep). The dashboard's, /progress's and /flashcards's loaders run for each, interleaved, after a
 * warm-up; the benchmark prints the median and p95 time per call and the ratio heavy / light. The light
 * student is the baseline in the same run; the row "/flashcards*" also compares the heavy student with one who
 * has exactly one full page of sets (10 sets of 20 cards), since the light student's 2 sets fill a fifth of one.
 * Budget: the ratio of medians within 1.10 (issue 15, issue 17 item 2). A benchmark reports; it exits non-zero
 * only when it cannot run.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { parseConfig, setConfig } from "~/platform/config.server";
import { setDatabase, type Database } from "~/platform/db/client.server";
import { loader as dashboardLoader } from "~/routes/dashboard";
import { loader as flashcardsLoader } from "~/routes/flashcards";
import { loader as progressLoader } from "~/routes/progress";

import { createStudent } from "../../tests/support/factories";
import { createPostgresDatabase, openPgliteTestDatabase, openPostgresTestDatabase, resolveAdminUrl, type TestDatabase } from "../../tests/support/test-database";

const BUDGET = 1.1;
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const rounds = Number(option("rounds", "200"));
const which = option("db", "both");

/**
 * `count` marked English Literature answers, each with four objective rows: the latest 20 one a day (the same
 * recent weeks for both students), the rest older than the activity calendar's twelve weeks, so the two
 * students differ only in how long their history is.
 */
async function seedHistory(database: Database, userId: string, count: number) {
  await database.db.execute(sql`
    insert into submissions (user_id, subject, subject_id, board, paper, question_type, question_text, answer_text, source_text,
      status, result, quota_day, idempotency_key, created_at, marked_at, achieved_marks, total_marks, percentage, grade, level)
    select ${userId}, 'English Literature', 'english-literature', 'aqa', 'paper-1', 'shakespeare',
      'How does Shakespeare present ambition?', repeat('An answer about ambition. ', 40), 'Extract',
      'marked', jsonb_build_object('version', 1, 'achievedMarks', 10 + n % 20, 'totalMarks', 34, 'grade', '5',
        'objectives', jsonb_build_array(jsonb_build_object('code', 'AO1', 'achieved', n % 12, 'max', 12))),
      (now() - make_interval(days => case when n <= 20 then n else 90 + n % 700 end))::date, ${randomUUID()} || n, now() - make_interval(days => case when n <= 20 then n else 90 + n % 700 end),
      now() - make_interval(days => case when n <= 20 then n else 90 + n % 700 end), 10 + n % 20, 34, round(((10 + n % 20) * 100.0 / 34)::numeric, 1), '5', 3
    from generate_series(1, ${count}) as n`);
  await database.db.execute(sql`
    insert into submission_objectives (submission_id, user_id, subject_id, code, achieved, max, marked_at)
    select s.id, s.user_id, s.subject_id, o.code, o.achieved, o.max, s.marked_at
    from submissions s
    cross join lateral (values ('AO1', s.achieved_marks % 12, 12), ('AO2', (s.achieved_marks + 3) % 12, 12), ('AO3', s.achieved_marks % 6, 6), ('AO4', 2, 4)) as o(code, achieved, max)
    where s.user_id = ${userId}`);
}

/** `sets` flashcard sets of `perSet` cards each, made over the past weeks (as the set page makes them). */
async function seedFlashcards(database: Database, userId: string, sets: number, perSet: number) {
  await database.db.execute(sql`
    with made as (
      insert into flashcard_sets (user_id, title, created_at, updated_at)
      select ${userId}, 'Set ' || n, now() - make_interval(hours => n), now() - make_interval(hours => n)
      from generate_series(1, ${sets}) as n
      returning id
    )
    insert into flashcards (set_id, user_id, position, front, back, due)
    select made.id, ${userId}, p, 'What does the dagger soliloquy show? ' || p, 'Macbeth''s guilt and ambition, before the murder. ' || p,
      now() + make_interval(days => p % 10)
    from made cross join generate_series(0, ${perSet - 1}) as p`);
}

const argsFor = (student: { id: string; name: string; email: string }, path: string) =>
  ({
    request: new Request(`http://marker.bench${path}`),
    context: { session: { user: { id: student.id, name: student.name, email: student.email, emailVerified: true, image: null } } },
    params: {},
  }) as never;

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

interface Row {
  database: string;
  page: string;
  lightMedianMs: number;
  heavyMedianMs: number;
  lightP95Ms: number;
  heavyP95Ms: number;
  ratio: number;
  withinBudget: boolean;
}

async function measure(kind: "pglite" | "postgres"): Promise<Row[]> {
  let database: TestDatabase;
  let drop = async () => {};
  if (kind === "postgres") {
    const admin = await resolveAdminUrl();
    if (!admin) {
      console.log("PostgreSQL is not reachable: skipped.");
      return [];
    }
    const created = await createPostgresDatabase(admin, "marker_bench");
    drop = created.drop;
    database = openPostgresTestDatabase(created.url);
    await database.migrate();
  } else {
    database = await openPgliteTestDatabase();
  }
  try {
    setDatabase(database);
    const light = await createStudent(database.db, { name: "Light History" });
    const heavy = await createStudent(database.db, { name: "Heavy History" });
    await seedHistory(database, light.id, 20);
    await seedHistory(database, heavy.id, 2_000);
    await seedFlashcards(database, light.id, 2, 10);
    await seedFlashcards(database, heavy.id, 100, 20);
    // One full page of /flashcards (10 sets of 20 cards, 200 rows): the light student's 2 sets fill a fifth of a
    // page, so this row separates "more history" from "a fuller page" (docs/decisions/015).
    const onePage = await createStudent(database.db, { name: "One Page of Sets" });
    await seedFlashcards(database, onePage.id, 10, 20);
    // As autovacuum leaves a live database: statistics and the visibility map (index-only scans) up to date.
    await database.db.execute(sql`vacuum analyze`);
    const pages = [
      { name: "/dashboard", baseline: light, run: (student: typeof light) => dashboardLoader(argsFor(student, "/dashboard")) },
      { name: "/progress", baseline: light, run: (student: typeof light) => progressLoader(argsFor(student, "/progress")) },
      { name: "/flashcards", baseline: light, run: (student: typeof light) => flashcardsLoader(argsFor(student, "/flashcards")) },
      { name: "/flashcards*", baseline: onePage, run: (student: typeof light) => flashcardsLoader(argsFor(student, "/flashcards")) },
    ];
    const rows: Row[] = [];
    for (const page of pages) {
      const base = page.baseline;
      for (let warm = 0; warm < 20; warm++) {
        await page.run(base);
        await page.run(heavy);
      }
      const times = { light: [] as number[], heavy: [] as number[] };
      for (let round = 0; round < rounds; round++) {
        // Alternate the order so neither student always runs on a warmer cache.
        for (const [name, student] of round % 2 === 0 ? ([["light", base], ["heavy", heavy]] as const) : ([["heavy", heavy], ["light", base]] as const)) {
          const started = performance.now();
          await page.run(student);
          times[name].push(performance.now() - started);
        }
      }
      const lightMedian = percentile(times.light, 0.5);
      const heavyMedian = percentile(times.heavy, 0.5);
      rows.push({
        database: kind,
        page: page.name,
        lightMedianMs: lightMedian,
        heavyMedianMs: heavyMedian,
        lightP95Ms: percentile(times.light, 0.95),
        heavyP95Ms: percentile(times.heavy, 0.95),
        ratio: heavyMedian / lightMedian,
        withinBudget: heavyMedian / lightMedian <= BUDGET,
      });
    }
    return rows;
  } finally {
    await database.dispose();
    await drop();
  }
}

async function main() {
  setConfig(parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", AUTH_SECRET: "x".repeat(40) }));
  const kinds = which === "both" ? (["pglite", "postgres"] as const) : ([which] as ("pglite" | "postgres")[]);
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await measure(kind)));
  const fixed = (value: number) => value.toFixed(2).padStart(8);
  console.log(`\nHistory cost: 20 vs 2,000 marked answers and flashcards, ${rounds} rounds each (times per loader call, ms)\n`);
  console.log("database  page         light p50  heavy p50  light p95  heavy p95   ratio  budget");
  for (const row of rows) {
    console.log(
      `${row.database.padEnd(9)} ${row.page.padEnd(11)} ${fixed(row.lightMedianMs)}   ${fixed(row.heavyMedianMs)}   ${fixed(row.lightP95Ms)}   ${fixed(row.heavyP95Ms)}  ${row.ratio.toFixed(2).padStart(5)}x  ${row.withinBudget ? "ok" : `OVER ${BUDGET}x`}`,
    );
  }
  console.log(`\n${rows.filter((row) => row.withinBudget).length} of ${rows.length} rows within ${BUDGET}x of the 20-answer baseline.`);
  console.log("/flashcards* : the baseline is a student with one full page of sets (10 sets, 200 cards) instead of 2 sets.");
  const out = resolve(dirname(fileURLToPath(import.meta.url)), "..", "results", "history.json");
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ rounds, budget: BUDGET, rows }, null, 2));
  console.log(`Results: ${join("bench", "results", "history.json")}`);
}

await main();
