import { describe, expect, it } from "vitest";

import { AVATAR_FAILED } from "~/features/profile/index.server";

import { startHttpApp } from "../../../tests/support/http-app";
import { REAUTH_MESSAGES } from "./reauthenticate.server";
import { AVATAR_NO_FILE, AVATAR_TOO_QUICK, DELETE_FAILED, EXPORT_FAILED } from "./profile-notices.server";

/**
 * The forms on /profile that post elsewhere come back with a reason code, and the page shows only the app's
 * own text: a link cannot put a stranger's words in a red box on Marker's page.
 */

const app = await startHttpApp();
const SCAM = "Your account is suspended. Email your password to help@evil.example";

const page = async (path: string, cookie: string) => {
  const response = await app.request(path, { cookie });
  expect(response.status).toBe(200);
  return response.text();
};

/** A multipart avatar form as a browser without JavaScript sends it (no Accept: application/json). */
function avatarForm(bytes: Uint8Array<ArrayBuffer>, cookie?: string) {
  const form = new FormData();
  form.set("avatar", new File([bytes], "me.png", { type: "image/png" }));
  return app.request("/profile/avatar", { method: "POST", cookie, headers: { Origin: app.origin }, body: form });
}

describe("/profile's form outcomes", () => {
  it("never shows text from the address bar: a crafted message shows the form's own general message instead", async () => {
    const student = await app.signedInStudent();
    const message = encodeURIComponent(SCAM);

    const avatar = await page(`/profile?avatar=failed&message=${message}`, student.cookie);
    expect(avatar).not.toContain("help@evil.example");
    expect(avatar).toContain(AVATAR_FAILED);

    const exported = await page(`/profile?data=failed&message=${message}&reason=${message}`, student.cookie);
    expect(exported).not.toContain("help@evil.example");
    expect(exported).toContain(EXPORT_FAILED);

    const deleted = await page(`/profile?delete=failed&reason=__proto__&message=${message}`, student.cookie);
    expect(deleted).not.toContain("help@evil.example");
    expect(deleted).toContain(DELETE_FAILED);
  });

  it("brings a refused upload back to /profile with the reason's message, without JavaScript", async () => {
    const student = await app.signedInStudent();
    const empty = await avatarForm(new Uint8Array(0), student.cookie);
    expect(empty.status).toBe(302);
    const location = empty.headers.get("location")!;
    expect(location).toBe("/profile?avatar=failed&reason=no-file");
    expect(await page(location, student.cookie)).toContain(AVATAR_NO_FILE);

    const notPicture = await avatarForm(new TextEncoder().encode("not a picture at all"), student.cookie);
    expect(notPicture.headers.get("location")).toBe("/profile?avatar=failed&reason=unsupported-type");
    expect(await page(notPicture.headers.get("location")!, student.cookie)).toContain(
      "That file is not a picture we can use. Please upload a JPEG, PNG or WebP image.",
    );
  });

  it("answers a form that uploads too quickly, or after the session ended, with a page, not JSON", async () => {
    const student = await app.signedInStudent();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt++) last = await avatarForm(new Uint8Array(0), student.cookie);
    expect(last!.status).toBe(302);
    expect(last!.headers.get("location")).toBe("/profile?avatar=failed&reason=too-quick");
    expect(await page(last!.headers.get("location")!, student.cookie)).toContain(AVATAR_TOO_QUICK);

    const signedOut = await avatarForm(new Uint8Array(0));
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fprofile");

    // A fetch that asks for JSON still gets JSON.
    const json = await app.request("/profile/avatar", { method: "POST", headers: { Origin: app.origin, Accept: "application/json" }, body: new FormData() });
    expect(json.status).toBe(401);
    expect(json.headers.get("content-type")).toContain("application/json");
  });

  it("brings a wrong password for the data download back with the reauthentication message", async () => {
    const student = await app.signedInStudent();
    const refused = await app.postForm("/profile/data", { password: "not my password at all" }, student.cookie);
    expect(refused.status).toBe(302);
    const location = refused.headers.get("location")!;
    expect(location).toBe("/profile?data=failed&reason=wrong-password#your-data");
    expect(await page(location.replace(/#.*/, ""), student.cookie)).toContain(REAUTH_MESSAGES.wrongPassword);
  });
});
