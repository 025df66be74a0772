import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { draftKey, submitKeepingDraft } from "./answer-draft";
import { SUBMISSION_MESSAGES } from "./submission-rules";

// Continue pressed with no connection: the browser's fetch rejects with a TypeError. The form must stay, with
// a message that says what happened and that nothing was lost, not the app's "Something went wrong" page.
describe("submitting the answer form without a connection", () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("answers with the form's own message and keeps the tab's draft", async () => {
    sessionStorage.setItem(draftKey("english-literature"), "{\"kept\":true}");
    const outcome = await submitKeepingDraft("english-literature", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(outcome).toEqual({ ok: false, formError: SUBMISSION_MESSAGES.unreachable, unsent: true });
    expect(SUBMISSION_MESSAGES.unreachable).toMatch(/still here/);
    expect(sessionStorage.getItem(draftKey("english-literature"))).toBe("{\"kept\":true}");
  });

  it("still passes on what the server threw (a redirect, an error page)", async () => {
    const thrown = new Response(null, { status: 403 });
    await expect(submitKeepingDraft("english-literature", () => Promise.reject(thrown))).rejects.toBe(thrown);
  });
});
