import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { profiles, user } from "~/platform/db/schema";

import { startHttpApp } from "../../../tests/support/http-app";

/**
 * What a student set on /profile holds elsewhere: a board per subject is not reset by coming back to /setup
 * without warning, and a new name is the one the emails greet them by. Over HTTP, as a browser sends the forms.
 */

const app = await startHttpApp();

const setBoards = (userId: string, examBoards: Record<string, string>) =>
  app.database.db.update(profiles).set({ examBoards }).where(eq(profiles.userId, userId));

const boardsOf = async (userId: string) =>
  (await app.database.db.select({ examBoards: profiles.examBoards }).from(profiles).where(eq(profiles.userId, userId)))[0]!.examBoards;

/** The board radios of /setup, as `id: checked`. */
function radios(html: string): Record<string, boolean> {
  const found: Record<string, boolean> = {};
  for (const [input] of html.matchAll(/<input type="radio"[^>]*>/g)) found[/value="([^"]+)"/.exec(input)![1]!] = /\bchecked=""/.test(input);
  return found;
}

const MIXED = "Your subjects use different boards: choosing one here sets it for all three.";

describe("/setup after setup", () => {
  it("shows the board the three subjects share, ticked, and says nothing more", async () => {
    const student = await app.signedInStudent();
    await setBoards(student.id, { "english-literature": "ocr", "english-language": "ocr", history: "ocr" });
    const html = await (await app.request("/setup", { cookie: student.cookie })).text();
    expect(radios(html)).toEqual({ ocr: true, aqa: false, edexcel: false, wjec: false });
    expect(html).not.toContain(MIXED);
    expect(html).toContain("Continue to Dashboard");
  });

  it("with a board per subject, ticks none, says that continuing sets one board for all three, and links to the profile", async () => {
    const student = await app.signedInStudent();
    const mixed = { "english-literature": "aqa", "english-language": "ocr", history: "edexcel" };
    await setBoards(student.id, mixed);
    const html = await (await app.request("/setup", { cookie: student.cookie })).text();
    expect(Object.values(radios(html)).some(Boolean)).toBe(false);
    const note = html.replace(/<!-- -->/g, "").replace(/<a [^>]*href="\/profile"[^>]*>your profile<\/a>/, "your profile");
    expect(note).toContain(`${MIXED} To change one subject, use your profile.`);
    expect(html).toMatch(/<a [^>]*href="\/profile"[^>]*>your profile<\/a>/);
    // Continue is disabled until a board is chosen: nothing is reset by just going on.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Continue to Dashboard<\/button>/);
    expect(await boardsOf(student.id)).toEqual(mixed);

    // Choosing one here sets it for all three, as the page said.
    const chosen = await app.postForm("/setup", { board: "wjec" }, student.cookie);
    expect(chosen.status).toBe(302);
    expect(await boardsOf(student.id)).toEqual({ "english-literature": "wjec", "english-language": "wjec", history: "wjec" });
  });
});

describe("a name changed on /profile", () => {
  it("is the name the account's emails greet the student by", async () => {
    const student = await app.signedInStudent({ name: "Ada Lovelace" });
    const saved = await app.postForm(
      "/profile",
      { fullName: "Grace Hopper", "board:english-literature": "aqa", "board:english-language": "aqa", "board:history": "aqa" },
      student.cookie,
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Profile updated successfully!");
    const [account] = await app.database.db.select({ name: user.name }).from(user).where(eq(user.id, student.id));
    expect(account!.name).toBe("Grace Hopper");

    const requested = await app.postForm("/auth?mode=forgot", { intent: "forgot", email: student.email });
    expect(requested.status).toBe(200);
    const email = [...app.smtp.messages].reverse().find((message) => message.envelopeTo.includes(student.email))!;
    expect(email.raw).toMatch(/^Subject: Reset your Marker password$/m);
    expect(email.raw).toContain("Hi Grace,");
    expect(email.raw).not.toContain("Hi Ada,");
  });

  it("is refused whole when it cannot be saved: the account keeps its name too", async () => {
    const student = await app.signedInStudent({ name: "Mary Anning" });
    const refused = await app.postForm("/profile", { fullName: "Mary Somerville", "board:english-literature": "aqa" }, student.cookie);
    expect(refused.status).toBe(400);
    const [account] = await app.database.db.select({ name: user.name }).from(user).where(eq(user.id, student.id));
    expect(account!.name).toBe("Mary Anning");
  });
});
