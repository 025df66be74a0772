import { describe, expect, it } from "vitest";

import { startHttpApp } from "../../../tests/support/http-app";

/** Where a sign-in sends the browser, over HTTP, when the wanted page tries to hide another site behind dot segments. */

const app = await startHttpApp();

describe("after signing in, the browser stays on the site", () => {
  it("a redirectTo of /.//evil.example/phish?error=x sends the student to a page of this site, for a form post and for the page's data request", async () => {
    const student = await app.signedInStudent();
    const target = encodeURIComponent("/.//evil.example/phish?error=x");
    const answer = await app.postForm(`/auth?redirectTo=${target}`, { intent: "signin", email: student.email, password: student.password });
    const location = answer.headers.get("location") ?? "";
    expect(answer.status).toBe(302);
    expect(location.startsWith("/")).toBe(true);
    expect(location.startsWith("//")).toBe(false);
    expect(new URL(location, app.origin).origin).toBe(app.origin);

    const data = await app.postForm(`/auth.data?redirectTo=${target}`, { intent: "signin", email: student.email, password: student.password });
    const body = await data.text();
    expect(body).not.toContain("//evil.example");
  });
});
