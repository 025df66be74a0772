import { describe, expect, it } from "vitest";

import { PROFILE_MESSAGES } from "~/features/profile/save-profile.server";

import { startHttpApp } from "../../tests/support/http-app";

/**
 * /profile's outcomes over HTTP: each comes in a status box that takes focus (tabindex="-1"; the page's script
 * moves focus there), so a keyboard or screen reader user is told what happened instead of being left on <body>.
 */

const app = await startHttpApp();

const BOARDS = { "board:english-literature": "aqa", "board:english-language": "ocr", "board:history": "edexcel" };

/** The focusable status box and the words in it. */
const statusBox = (html: string) => /<div role="status" tabindex="-1"[^>]*><div data-tone="(\w+)"[^>]*>([^<]*)<\/div><\/div>/.exec(html)?.slice(1);

describe("/profile's outcomes", () => {
  it("Save Changes answers in a status box that takes focus, saved or refused", async () => {
    const student = await app.signedInStudent();
    const saved = await app.postForm("/profile", { fullName: "Ada King", ...BOARDS }, student.cookie);
    expect(saved.status).toBe(200);
    expect(statusBox(await saved.text())).toEqual(["success", PROFILE_MESSAGES.saved]);

    const refused = await app.postForm("/profile", { fullName: "Ada King", "board:english-literature": "aqa" }, student.cookie);
    expect(refused.status).toBe(400);
    expect(statusBox(await refused.text())).toEqual(["danger", PROFILE_MESSAGES.boardMissing]);
  });

  it("during the free trial, the spec's 'not currently active' note says the trial keeps Marker working until it ends", async () => {
    const student = await app.signedInStudent();
    const page = (await (await app.request("/profile", { cookie: student.cookie })).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Subscription status: Not active");
    expect(page).toMatch(/Your subscription is not currently active\. Upgrade your plan to access all features\. Meanwhile your free trial keeps Marker working until \d{1,2} \w+ \d{4}\./);
    // A paid plan has neither.
    const paying = await app.signedInStudent({ plan: "basic" });
    const paid = await (await app.request("/profile", { cookie: paying.cookie })).text();
    expect(paid).not.toContain("not currently active");
  });

  it("a blank name is refused at the Full Name field: marked invalid and described by the message", async () => {
    const student = await app.signedInStudent();
    const refused = await app.postForm("/profile", { fullName: "   ", ...BOARDS }, student.cookie);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    const input = /<input\b[^>]*name="fullName"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? "";
    expect(describedBy).not.toBe("");
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>(<[^>]+>)*Full name is required`));
  });

  it("the avatar's outcome, which the page loads with, is in a status box that takes focus", async () => {
    const student = await app.signedInStudent();
    const html = await (await app.request("/profile?avatar=removed", { cookie: student.cookie })).text();
    expect(statusBox(html)).toEqual(["success", "Your picture has been removed."]);
  });
});
