import { Writable } from "node:stream";

import { afterAll, describe, expect, it } from "vitest";

import { createLogger, setRootLogger } from "~/platform/logger.server";

import { startHttpApp } from "../../../tests/support/http-app";
import { uniqueEmail } from "../../../tests/support/auth-kit";
import { AUTH_LIMITS } from "./abuse-limits.server";

/**
 * A2 over HTTP: the sign-in form posted to the running app, as a script guessing passwords would. The
 * client's address comes from X-Forwarded-For behind one trusted proxy (TRUST_PROXY=1), as in production.
 */

const logLines: string[] = [];
setRootLogger(
  createLogger(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString());
        callback();
      },
    }),
  ),
);
afterAll(() => setRootLogger(undefined));

const app = await startHttpApp({ TRUST_PROXY: "1" });

let addressCounter = 0;
const freshAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function signIn(email: string, password: string, address: string) {
  const response = await app.request("/auth", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams({ intent: "signin", email, password }),
  });
  const html = await response.text();
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), html };
}

const THROTTLED = /Too many sign-in attempts\. Please wait (\d+) minutes? and try again, or reset your password\./;
/** The network's limit alone: a reset would not lift it, so it is not offered. */
const THROTTLED_HERE = /Too many sign-in attempts from this network\. Please wait (\d+) minutes? and try again\./;

/** The 429's own wait: Retry-After in seconds, within the window, and the same wait the message states in minutes. */
function expectThrottled(answer: Awaited<ReturnType<typeof signIn>>, windowSeconds: number, pattern: RegExp = THROTTLED) {
  expect(answer.status).toBe(429);
  const minutes = Number(pattern.exec(answer.html)?.[1]);
  expect(minutes, "the 429 page states the clear message").toBeGreaterThan(0);
  const seconds = Number(answer.retryAfter);
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  // The refusal's own time, not the HTTP layer's 60 s fallback for a 429 that named none.
  expect(Math.ceil(seconds / 60)).toBe(minutes);
}

describe("A2 sign-in throttling over HTTP", () => {
  it("A2: the per-account throttle answers 429 with the clear message and a Retry-After after the configured number, and the owner can still reset", async () => {
    const student = await app.signedInStudent();
    const { limit, windowSeconds } = AUTH_LIMITS.signInFailuresPerAccount;
    const answers = [];
    // 30 guesses, each from a different address: only the per-account limit can stop them.
    for (let i = 0; i < 30; i++) answers.push(await signIn(student.email, `wrong guess number ${i}`, freshAddress()));
    expect(answers.slice(0, limit).map((answer) => answer.status)).toEqual(Array(limit).fill(401));
    for (const answer of answers.slice(limit)) expectThrottled(answer, windowSeconds);
    // The right password is refused too while the account is throttled: guessing cannot go on through it.
    expectThrottled(await signIn(student.email, student.password, freshAddress()), windowSeconds);

    // The owner resets the password by email, all over HTTP, and signs in with the new one.
    const requested = await app.postForm("/auth", { intent: "forgot", email: student.email });
    expect(requested.status).toBe(200);
    const link = new URL(app.lastLinkTo(student.email));
    const opened = await app.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    const token = new URL(opened.headers.get("Location")!, app.origin).searchParams.get("token")!;
    const newPassword = "a brand new passphrase 7";
    const reset = await app.postForm(`/reset-password?token=${token}`, { token, password: newPassword, confirmPassword: newPassword });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toBe("/auth?reset=done");
    const afterReset = await signIn(student.email, newPassword, freshAddress());
    expect(afterReset.status).toBe(302);
  }, 60_000);

  it("A2: the per-address throttle answers 429 with the clear message and a Retry-After after the configured number", async () => {
    const address = freshAddress();
    const { limit, windowSeconds } = AUTH_LIMITS.signInFailuresPerAddress;
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await signIn(uniqueEmail("nobody"), `not the password ${i}`, address));
    expect(answers.slice(0, limit).map((answer) => answer.status)).toEqual(Array(limit).fill(401));
    for (const answer of answers.slice(limit)) {
      expectThrottled(answer, windowSeconds, THROTTLED_HERE);
      expect(answer.html).not.toContain("reset your password");
    }
    // Another address is not held back by this one's guesses.
    expect((await signIn(uniqueEmail("nobody"), "not the password", freshAddress())).status).toBe(401);
  }, 60_000);

  it("A2: every refused sign-in over HTTP is logged, and no password ever is", () => {
    const refused = logLines.filter((line) => /"event":"sign-in-(failed|throttled)"/.test(line));
    expect(refused.length).toBeGreaterThanOrEqual(30 + 1 + 100 + 1);
    expect(logLines.join("\n")).not.toMatch(/wrong guess number|not the password|a quiet sea at dawn/);
  });
});
