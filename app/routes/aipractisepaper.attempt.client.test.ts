import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, redirect, RouterProvider, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";

import { ATTEMPT_MESSAGES } from "~/features/papers/attempt-messages";

import SitPaper, { clientAction, shouldRevalidate } from "./aipractisepaper.attempt";

/**
 * The sitting page's browser side of a post (autosave, Save answers, Pause): a request that fails on the
 * way must leave the page and the text typed in place with the saveFailed message, never the error page.
 */

const QUESTION = "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b";

function post(intent: string, answer: string) {
  const body = new FormData();
  body.set("intent", intent);
  body.set(`present-${QUESTION}`, "1");
  body.set(`answer-${QUESTION}`, answer);
  return new Request("http://marker.test/aipractisepaper/attempts/a", { method: "POST", body });
}

type ClientArgs = Parameters<typeof clientAction>[0];
const run = (request: Request, serverAction: () => Promise<unknown>) => clientAction({ request, params: { attemptId: "a" }, serverAction } as unknown as ClientArgs);

describe("the sitting page when a save cannot reach the server", () => {
  it("an autosave that fails on the way (offline) answers saveFailed with the text typed, instead of throwing to the error page", async () => {
    const reply = await run(post("save", "Macbeth's 'vaulting ambition'"), () => Promise.reject(new TypeError("Failed to fetch")));
    expect(reply).toEqual({ ok: false, intent: "save", formError: ATTEMPT_MESSAGES.saveFailed, drafts: { [QUESTION]: "Macbeth's 'vaulting ambition'" }, unsent: true });
    expect(ATTEMPT_MESSAGES.saveFailed).toBe("Not saved yet: you seem to be offline. Keep typing: your text is kept here and saves when you are back online.");
  });

  it("a post refused as too large (413) keeps the page and every answer, and says so, instead of the error page", async () => {
    // What React Router makes of a 413 answer to the page's data request: a route error response.
    const tooLarge = () => Promise.reject(new UNSAFE_ErrorResponseImpl(413, "Payload Too Large", { error: "too large" }));
    const reply = await run(post("save", "A long answer"), tooLarge);
    expect(reply).toEqual({ ok: false, intent: "save", formError: ATTEMPT_MESSAGES.tooMuchToSend, drafts: { [QUESTION]: "A long answer" } });
  });

  it("Pause and Save answers that fail (offline, or a server error) answer the same, for their own intent", async () => {
    expect(await run(post("pause", "typed"), () => Promise.reject(new TypeError("NetworkError when attempting to fetch resource.")))).toMatchObject({
      ok: false,
      intent: "pause",
      formError: ATTEMPT_MESSAGES.saveFailed,
      unsent: true,
    });
    expect(await run(post("save", "typed"), () => Promise.reject(new Error("Unexpected Server Error")))).toMatchObject({ intent: "save", unsent: true });
  });

  it("Submit answers' check that fails on the way says the hand-in message (not the save one)", async () => {
    expect(await run(post("review", "typed"), () => Promise.reject(new TypeError("Failed to fetch")))).toMatchObject({
      ok: false,
      intent: "review",
      formError: ATTEMPT_MESSAGES.offlineSubmit,
      unsent: true,
    });
  });

  it("what the server answers goes through untouched: its reply, a refusal, and a redirect after Pause", async () => {
    const saved = { ok: true, intent: "save", savedAt: "2026-05-12T09:00:00.000Z" };
    expect(await run(post("save", "typed"), () => Promise.resolve(saved))).toBe(saved);
    const refused = { ok: false, intent: "save", formError: ATTEMPT_MESSAGES.pausedSaves };
    expect(await run(post("save", "typed"), () => Promise.resolve(refused))).toBe(refused);
    const moved = redirect("/aipractisepaper/attempts/a");
    await expect(run(post("pause", "typed"), () => Promise.reject(moved))).rejects.toBe(moved);
  });

  it("does not reload the page's data after a post that never arrived (that reload would fail too)", () => {
    const base = { currentUrl: new URL("http://marker.test/a"), nextUrl: new URL("http://marker.test/a"), currentParams: {}, nextParams: {}, defaultShouldRevalidate: true };
    const form = (intent: string) => {
      const body = new FormData();
      body.set("intent", intent);
      return body;
    };
    const args = (intent: string, actionResult: unknown) => ({ ...base, formMethod: "POST", formData: form(intent), actionResult }) as unknown as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args("pause", { ok: false, intent: "pause", formError: ATTEMPT_MESSAGES.saveFailed, unsent: true }))).toBe(false);
    expect(shouldRevalidate(args("save", { ok: true }))).toBe(false);
    expect(shouldRevalidate(args("review", { ok: true, intent: "review" }))).toBe(true);
  });

  it("the page after a Pause or a Submit answers' check that never arrived: the text typed on screen, and the reason it was not saved", () => {
    const loaderData = {
      state: "attempt",
      id: "a",
      paper: { id: "p", title: "Macbeth mock", subject: "English Literature", examBoard: "AQA", totalMarks: 30 },
      paused: false,
      remainingSeconds: 1200,
      acceptsSaves: true,
      questions: [{ id: QUESTION, number: 1, label: "Question 1", text: "How is ambition presented?", marks: 30, kind: "model", questionType: "essay", source: null, sourceAbove: false, options: [] }],
      answers: { [QUESTION]: "" },
      markingsLeft: 49,
      answerLimit: 20_000,
    };
    const render = (actionData: unknown) => {
      const element = createElement(SitPaper, { loaderData, actionData, params: { attemptId: "a" }, matches: [] } as unknown as Parameters<typeof SitPaper>[0]);
      const router = createMemoryRouter([{ path: "/", element }]);
      return renderToString(createElement(RouterProvider, { router })).replaceAll("<!-- -->", "");
    };
    const offline = render({ ok: false, intent: "pause", formError: ATTEMPT_MESSAGES.saveFailed, drafts: { [QUESTION]: "Typed before the network dropped" }, unsent: true });
    expect(offline).toContain(`data-testid="save-status">Not saved yet</p>`);
    expect(offline).toContain(`role="alert" data-tone="danger" class="rounded-lg border px-4 py-3 text-sm font-medium border-red-300 bg-red-50 text-red-900 mt-4">${ATTEMPT_MESSAGES.saveFailed}</div>`);
    expect(offline).toContain("Typed before the network dropped</textarea>");
    // Each answer box counts its characters against the limit, tied to the box.
    expect(offline).toMatch(/aria-describedby="answer-[^"]+-count"/);
    expect(offline).toContain(`${"Typed before the network dropped".length} / 20,000 characters`);
    expect(offline).not.toContain("Something went wrong");
    const paused = render({ ok: false, intent: "review", formError: ATTEMPT_MESSAGES.pausedSaves, drafts: { [QUESTION]: "Typed in the other tab" } });
    expect(paused).toContain(`data-testid="save-status">Not saved yet</p>`);
    expect(paused).toContain(`text-red-900 mt-4">${ATTEMPT_MESSAGES.pausedSaves}</div>`);
    // Said once: the banner is the only alert, and the title wraps instead of scrolling sideways at 390 px.
    expect(paused.match(/role="alert"/g)).toHaveLength(1);
    expect(paused).toMatch(/<h1 class="[^"]*min-w-0 break-words \[overflow-wrap:anywhere\][^"]*">Macbeth mock<\/h1>/);
    expect(paused).toContain("Typed in the other tab</textarea>");
  });
});
