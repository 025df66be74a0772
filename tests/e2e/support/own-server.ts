import type { BrowserContext } from "@playwright/test";

import { createDatabase, type Database } from "../../../app/platform/db/client.server";
import { type FakeLlmServer, startFakeLlmServer } from "../../fakes/llm-server";
import { createStudent } from "../../support/factories";
import { SAMPLE_QUESTIONS } from "../../support/sample-answers";
import { createSessionCookie } from "../../support/session-cookie";
import { createPostgresDatabase, resolveAdminUrl } from "../../support/test-database";
import { type RunningServer, startAppServer } from "./app-server";

/**
 * For specs that need servers of their own on a PostgreSQL database of their own, with the fake model on
 * loopback (the shared e2e servers mark offline): the database (migrated), the model, a shared secret and
 * the environment a server is started with. `stop` ends everything it started, servers included.
 */
export interface OwnSetup {
  database: Database;
  model: FakeLlmServer;
  authSecret: string;
  /** The environment of a server on this database that marks with the fake model. */
  env: Record<string, string>;
  startServer(extraEnv?: Record<string, string>): Promise<RunningServer>;
  /** A student made in the database, signed in: the Cookie header a browser holding the session sends. */
  signedInStudent(name: string): Promise<{ id: string; cookie: string }>;
  stop(): Promise<void>;
}

/** Null when no PostgreSQL server answers (the spec then skips). */
export async function ownSetup(label: string): Promise<OwnSetup | null> {
  const adminUrl = await resolveAdminUrl();
  if (!adminUrl) return null;
  const created = await createPostgresDatabase(adminUrl, `marker_${label}`);
  const database = createDatabase({ kind: "postgres", url: created.url, poolMax: 2 });
  await database.migrate();
  const model = await startFakeLlmServer();
  const authSecret = `${label}-test-secret-long-enough-for-checks`;
  const env = {
    DATABASE_URL: created.url,
    AUTH_SECRET: authSecret,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: `${model.url}/v1`,
    AI_API_KEY: "test-key-not-secret",
    AI_MODEL: "fake-model",
    AI_MAX_RETRIES: "0",
  };
  const servers: RunningServer[] = [];
  return {
    database,
    model,
    authSecret,
    env,
    async startServer(extraEnv = {}) {
      const server = await startAppServer({ ...env, ...extraEnv });
      servers.push(server);
      return server;
    },
    async signedInStudent(name) {
      const student = await createStudent(database.db, { name });
      const cookie = await createSessionCookie((text, values) => database.executeSql(text, values), student.id, authSecret);
      return { id: student.id, cookie };
    },
    async stop() {
      for (const server of servers) {
        if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
      }
      await model.stop();
      await database.close();
      await created.drop();
    },
  };
}

/** Gives the browser the session cookie for `url` (a Cookie header as signedInStudent returns it). */
export async function useSessionCookie(context: BrowserContext, cookie: string, url: string): Promise<void> {
  const [name, ...value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url }]);
}

const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;

/** Posts the answer form (AQA Paper 1, Shakespeare) to a server as a browser without JavaScript would. */
export function postAnswerForm(origin: string, cookie: string, answerText = MACBETH.answers.middling): Promise<Response> {
  return fetch(`${origin}/subjects/english-literature`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({
      board: "aqa",
      paperId: "paper-1",
      questionTypeId: "shakespeare",
      questionText: MACBETH.questionText,
      sourceText: MACBETH.sourceText ?? "",
      answerText,
      idempotencyKey: crypto.randomUUID(),
    }),
  });
}
