import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DELETE_MESSAGES } from "../delete-account.server";

import {
  dataDownloadView,
  DeleteAccountForm,
  downloadData,
  downloadFileName,
  DOWNLOAD_FAILED,
  DOWNLOAD_PREPARING,
  DOWNLOAD_STARTED,
  type DownloadState,
  YourData,
} from "./your-data";

const WRONG_PASSWORD = "That password is not right. Please type the password you sign in with.";

/** Runs the page's download against one answer from the server; returns what the page said, and what it saved. */
async function run(answer: Response | Error) {
  const states: DownloadState[] = [];
  const saved: Array<{ name: string; bytes: string }> = [];
  const requests: Array<{ url: string; init: RequestInit | undefined }> = [];
  const form = new FormData();
  form.set("password", "my password");
  await downloadData("/profile/data", form, {
    report: (state) => states.push(state),
    fetcher: async (url, init) => {
      requests.push({ url: String(url), init });
      if (answer instanceof Error) throw answer;
      return answer;
    },
    save: (file, name) => {
      // Saved before "started" is said.
      expect(states.at(-1)).toEqual({ kind: "busy" });
      void file.text().then((bytes) => saved.push({ name, bytes }));
    },
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { states, saved, requests };
}

function render(exportError: string | null = null, deletion: { deleteError: string | null; confirmationKept?: boolean } = { deleteError: null }) {
  const router = createMemoryRouter([{ path: "/profile", element: <YourData hasPassword exportError={exportError} {...deletion} /> }], {
    initialEntries: ["/profile"],
  });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("YourData", () => {
  it("tells a student who types 'delete' in lower case what to type, in the app's words, before the form is sent", () => {
    const html = render();
    const field = /<input[^>]*name="confirmation"[^>]*>/.exec(html)?.[0] ?? "";
    expect(field).toContain('pattern="DELETE"');
    // The browser shows the title with its own "match the requested format" line.
    expect(field).toContain(`title="${DELETE_MESSAGES.confirm}"`);
  });

  it("says the download is one ZIP file, and keeps an empty status region ready for 'Your download has started'", () => {
    const html = render();
    expect(html).toContain("One ZIP file (open it like a folder) with everything Marker keeps about you");
    expect(html).toMatch(/<p role="status"[^>]*><\/p>/);
    const password = /<input[^>]*name="password"[^>]*>/.exec(html)?.[0] ?? "";
    expect(password).not.toContain("aria-invalid");
  });

  it("after a wrong password, the message can take focus and the password field is invalid and described by it", () => {
    const html = render("Incorrect password. Please try again.");
    const message = /<p id="([^"]+)" tabindex="-1"[^>]*>Incorrect password\. Please try again\.<\/p>/.exec(html);
    expect(message).not.toBeNull();
    const password = /<input[^>]*name="password"[^>]*>/.exec(html)?.[0] ?? "";
    expect(password).toContain('aria-invalid="true"');
    expect(password).toContain(`aria-describedby="${message![1]}"`);
  });

  it("after a refused deletion, types DELETE again when it was typed, never the password", () => {
    const kept = render(null, { deleteError: WRONG_PASSWORD, confirmationKept: true });
    expect(/<input[^>]*name="confirmation"[^>]*>/.exec(kept)?.[0]).toContain('value="DELETE"');
    const passwords = kept.match(/<input[^>]*name="password"[^>]*>/g) ?? [];
    expect(passwords).toHaveLength(2);
    for (const password of passwords) expect(password).not.toContain("value=");
    expect(/<input[^>]*name="confirmation"[^>]*>/.exec(render(null, { deleteError: WRONG_PASSWORD }))?.[0]).not.toContain("value=");
  });

  it("forgets the tab's drafts and unsent answers when the deletion is sent, as Sign Out does", () => {
    const items = new Map([
      ["marker:draft:history", "{}"],
      ["marker:unsaved-answer:attempt-1", "{}"],
      ["another-site-thing", "kept"],
    ]);
    const sessionStorage = {
      get length() {
        return items.size;
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      removeItem: (key: string) => void items.delete(key),
    };
    vi.stubGlobal("window", { sessionStorage });
    // Called as a function: the form element it returns, with its submit handler.
    const form = DeleteAccountForm({ hasPassword: true, proof: "", error: null, errorId: "e", focusError: false, confirmationKept: false }) as ReactElement<{
      action: string;
      onSubmit?: () => void;
    }>;
    expect(form.props.action).toBe("/profile/delete");
    form.props.onSubmit?.();
    expect([...items.keys()]).toEqual(["another-site-thing"]);
  });

  it("still posts to /profile/data without JavaScript, so a wrong password brings the page back with its message", () => {
    const html = render();
    const form = /<form[^>]*>/.exec(html)?.[0];
    expect(form).toContain('action="/profile/data"');
    expect(form).toContain('method="post"');
  });

  it("says the download started only after the server sent the file, and saves it under the server's file name", async () => {
    const zip = new Response("PK zip bytes", {
      headers: { "Content-Type": "application/zip", "Content-Disposition": 'attachment; filename="marker-data-2026-11-23.zip"' },
    });
    const { states, saved, requests } = await run(zip);
    expect(states).toEqual([{ kind: "busy" }, { kind: "started" }]);
    expect(saved).toEqual([{ name: "marker-data-2026-11-23.zip", bytes: "PK zip bytes" }]);
    // The form's fields, URL-encoded as the form sends them, asking for JSON should it fail.
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("/profile/data");
    expect(requests[0]!.init!.method).toBe("POST");
    expect(String(requests[0]!.init!.body)).toBe("password=my+password");
    expect(new Headers(requests[0]!.init!.headers).get("accept")).toContain("application/json");
  });

  it("never says the download started when the server refuses the password: its message goes on the field", async () => {
    const refused = Response.json({ error: { code: "FORBIDDEN", message: WRONG_PASSWORD, field: "password" } }, { status: 403 });
    const { states, saved } = await run(refused);
    expect(states).toEqual([{ kind: "busy" }, { kind: "failed", message: WRONG_PASSWORD, field: "password" }]);
    expect(saved).toEqual([]);
    const view = dataDownloadView(states.at(-1)!, null, true);
    expect(view).toEqual({ formError: null, passwordError: WRONG_PASSWORD, status: null });
  });

  it("says a general failure when the answer is neither the file nor a message (a page, or no connection)", async () => {
    const page = await run(new Response("<!doctype html><title>Marker</title>", { headers: { "Content-Type": "text/html" } }));
    expect(page.states).toEqual([{ kind: "busy" }, { kind: "failed", message: DOWNLOAD_FAILED, field: null }]);
    expect(page.saved).toEqual([]);
    const offline = await run(new TypeError("Failed to fetch"));
    expect(offline.states.at(-1)).toEqual({ kind: "failed", message: DOWNLOAD_FAILED, field: null });
    // A 200 that is not a ZIP is not a download either.
    const json = await run(Response.json({ ok: true }));
    expect(json.states.at(-1)).toMatchObject({ kind: "failed" });
  });

  it("shows each state in its place: the page's error, the field's error, the status line", () => {
    expect(dataDownloadView({ kind: "idle" }, WRONG_PASSWORD, true)).toEqual({ formError: WRONG_PASSWORD, passwordError: undefined, status: null });
    expect(dataDownloadView({ kind: "busy" }, WRONG_PASSWORD, true)).toEqual({ formError: null, passwordError: undefined, status: DOWNLOAD_PREPARING });
    expect(dataDownloadView({ kind: "started" }, WRONG_PASSWORD, true)).toEqual({ formError: null, passwordError: undefined, status: DOWNLOAD_STARTED });
    const tooOften = "You have downloaded your data a few times already. Please wait ten minutes and try again.";
    expect(dataDownloadView({ kind: "failed", message: tooOften, field: null }, null, true)).toEqual({ formError: tooOften, passwordError: undefined, status: null });
    // A Google-only account has no password field: the message shows above the button.
    expect(dataDownloadView({ kind: "failed", message: WRONG_PASSWORD, field: "password" }, null, false).formError).toBe(WRONG_PASSWORD);
  });

  it("reads the file name from Content-Disposition, never a folder", () => {
    expect(downloadFileName('attachment; filename="marker-data-2026-11-23.zip"')).toBe("marker-data-2026-11-23.zip");
    expect(downloadFileName("attachment; filename=marker-data-2026-11-23.zip")).toBe("marker-data-2026-11-23.zip");
    expect(downloadFileName("attachment; filename=\"old.zip\"; filename*=UTF-8''marker%20data.zip")).toBe("marker data.zip");
    expect(downloadFileName('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(downloadFileName("attachment")).toBeNull();
    expect(downloadFileName(null)).toBeNull();
  });
});
