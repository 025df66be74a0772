import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { FLASHCARD_MESSAGES } from "~/features/flashcards/rules";
import { GENERATION_MESSAGES } from "~/features/generation/generate-for-form.server";
import { submissions } from "~/platform/db/schema";

import { startHttpApp } from "../../../tests/support/http-app";
import { SAMPLE_QUESTIONS } from "../../../tests/support/sample-answers";
import { BODY_REFUSED, hasDuplicateKeys } from "./strict-body.server";

/** C4 over HTTP: JSON and form bodies with prototype keys, repeated keys, arrays and extra fields, sent to the running app. */

const app = await startHttpApp({ YOUTUBE_BASE_URL: "http://127.0.0.1:9" });
const db = app.database.db;
const MACBETH = SAMPLE_QUESTIONS.find((question) => question.subjectId === "english-literature")!;
const SELECTION = '"subjectId":"english-literature","board":"aqa","paperId":"paper-1","questionTypeId":"shakespeare"';

const postRaw = (path: string, cookie: string, contentType: string, body: string) =>
  app.request(path, { method: "POST", cookie, headers: { "Content-Type": contentType, Origin: app.origin }, body });

async function errorOf(response: Response) {
  return ((await response.json()) as { error?: { message?: string } }).error?.message;
}

function expectUnpolluted() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
}

describe("C4: strict bodies over HTTP", () => {
  it("C4: JSON with __proto__, constructor.prototype or a repeated key is refused; arrays, extra fields and marks:\"1\" are refused by the strict schema", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    // The control: the same endpoint answers a well-formed request.
    const fine = await postRaw("/api/generate", student.cookie, "application/json", `{"kind":"question",${SELECTION}}`);
    expect(fine.status).toBe(200);

    const unreadable = [
      `{"kind":"question",${SELECTION},"__proto__":{"polluted":true}}`,
      `{"kind":"question",${SELECTION},"__pro\\u0074o__":{"polluted":true}}`,
      `{"kind":"question",${SELECTION},"constructor":{"prototype":{"polluted":true}}}`,
      `{"kind":"question","kind":"extract",${SELECTION}}`,
      `{"kind":"question",${SELECTION},"board":"ocr"}`,
    ];
    for (const body of unreadable) {
      const response = await postRaw("/api/generate", student.cookie, "application/json", body);
      expect(response.status, body).toBe(400);
      expect(await errorOf(response), body).toBe(BODY_REFUSED);
    }
    const invalid = [
      `{"kind":"question","subjectId":"english-literature","board":["aqa"],"paperId":"paper-1","questionTypeId":"shakespeare"}`,
      `{"kind":"question",${SELECTION},"marks":"1"}`,
      `{"kind":"question",${SELECTION},"exam_board":["aqa"]}`,
      `["kind","question"]`,
    ];
    for (const body of invalid) {
      const response = await postRaw("/api/generate", student.cookie, "application/json", body);
      expect(response.status, body).toBe(400);
      expect(await errorOf(response), body).toBe(GENERATION_MESSAGES.chooseFirst);
    }

    for (const body of ['{"url":"https://youtu.be/abcdefghijk","url":"https://youtu.be/bbbbbbbbbbb"}', '{"url":"https://youtu.be/abcdefghijk","__proto__":{"polluted":true}}']) {
      const response = await postRaw("/api/flashcards/youtube", student.cookie, "application/json", body);
      expect(response.status, body).toBe(400);
      expect(await errorOf(response), body).toBe(BODY_REFUSED);
    }
    const extra = await postRaw("/api/flashcards/youtube", student.cookie, "application/json", '{"url":"https://youtu.be/abcdefghijk","setId":"x"}');
    expect(extra.status).toBe(400);
    expect(await errorOf(extra)).toBe(FLASHCARD_MESSAGES.youtubeEmpty);
    const repeatedInForm = await postRaw("/api/flashcards/youtube", student.cookie, "application/x-www-form-urlencoded", "url=https%3A%2F%2Fyoutu.be%2Fabcdefghijk&url=https%3A%2F%2Fyoutu.be%2Fbbbbbbbbbbb");
    expect(repeatedInForm.status).toBe(400);
    expect(await errorOf(repeatedInForm)).toBe(BODY_REFUSED);
    expectUnpolluted();
  });

  it("C4: the answer form with a repeated field, an array-style board or a prototype key is refused and saves nothing", async () => {
    const student = await app.signedInStudent({ plan: "standard" });
    const valid = new URLSearchParams({
      board: "aqa",
      paperId: "paper-1",
      questionTypeId: "shakespeare",
      questionText: MACBETH.questionText,
      sourceText: MACBETH.sourceText ?? "",
      answerText: MACBETH.answers.middling,
    });
    const withExtra = (extra: Array<[string, string]>) => {
      const body = new URLSearchParams(valid);
      body.set("idempotencyKey", randomUUID());
      for (const [name, value] of extra) body.append(name, value);
      return body.toString();
    };
    for (const extra of [
      [["answerText", "A second answer, which would otherwise be ignored."]],
      [["board", "ocr"]],
      [["__proto__[polluted]", "1"]],
      [["constructor[prototype][polluted]", "1"]],
      [["__proto__.polluted", "1"]],
    ] as Array<Array<[string, string]>>) {
      const response = await postRaw("/subjects/english-literature", student.cookie, "application/x-www-form-urlencoded", withExtra(extra));
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect((await response.text()).replaceAll("<!-- -->", ""), JSON.stringify(extra)).toContain(BODY_REFUSED);
    }
    expect(await db.select().from(submissions).where(eq(submissions.userId, student.id))).toEqual([]);
    // The control: the same form, once each, is accepted.
    const accepted = await postRaw("/subjects/english-literature", student.cookie, "application/x-www-form-urlencoded", withExtra([]));
    expect(accepted.status).toBe(302);
    expectUnpolluted();
  });

  it("C4: finds a key repeated in any object of a JSON text, and only there", () => {
    expect(hasDuplicateKeys('{"a":1,"a":2}')).toBe(true);
    expect(hasDuplicateKeys('{"a":{"b":1,"b":1}}')).toBe(true);
    expect(hasDuplicateKeys('[{"a":1},{"x":[{"c":1,"c":2}]}]')).toBe(true);
    expect(hasDuplicateKeys('{"a":1,"\\u0061":2}')).toBe(true);
    expect(hasDuplicateKeys('{"a":{"a":1},"b":{"a":2}}')).toBe(false);
    expect(hasDuplicateKeys('{"a":"\\"a\\":1,\\"a\\"","b":["a","a"]}')).toBe(false);
    expect(hasDuplicateKeys('[1,"a","a"]')).toBe(false);
  });
});
