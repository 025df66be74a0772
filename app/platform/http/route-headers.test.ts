import { describe, expect, it } from "vitest";

import { nextLondonMidnight } from "../time/london-day";
import { passOnRetryAfter, secondsUntil } from "./route-headers";

const none = new Headers();

describe("passOnRetryAfter", () => {
  it("passes on the error's, else the action's, else the loader's, else the parent's Retry-After", () => {
    const of = (value: string) => new Headers({ "Retry-After": value });
    const args = { parentHeaders: of("4"), loaderHeaders: of("3"), actionHeaders: of("2"), errorHeaders: of("1") };
    expect(passOnRetryAfter(args).get("Retry-After")).toBe("1");
    expect(passOnRetryAfter({ ...args, errorHeaders: undefined }).get("Retry-After")).toBe("2");
    expect(passOnRetryAfter({ ...args, errorHeaders: undefined, actionHeaders: none }).get("Retry-After")).toBe("3");
    expect(passOnRetryAfter({ parentHeaders: of("4"), loaderHeaders: none, actionHeaders: none, errorHeaders: undefined }).get("Retry-After")).toBe("4");
  });

  it("sends nothing else, and nothing when no one set it", () => {
    const headers = passOnRetryAfter({
      parentHeaders: none,
      loaderHeaders: new Headers({ "Cache-Control": "public" }),
      actionHeaders: none,
      errorHeaders: undefined,
    });
    expect([...headers.keys()]).toEqual([]);
  });
});

describe("secondsUntil London midnight (the daily allowance's Retry-After)", () => {
  it("counts whole seconds to the next London midnight, in winter and in summer", () => {
    const winter = new Date("2026-01-15T23:30:00Z"); // 23:30 in London (GMT)
    expect(secondsUntil(nextLondonMidnight(winter), winter)).toBe(30 * 60);
    const summer = new Date("2026-07-15T22:30:00Z"); // 23:30 in London (BST)
    expect(secondsUntil(nextLondonMidnight(summer), summer)).toBe(30 * 60);
  });

  it("is never below 1", () => {
    const now = new Date("2026-01-15T12:00:00Z");
    expect(secondsUntil(new Date(now.getTime() - 5_000), now)).toBe(1);
    expect(secondsUntil(new Date(now.getTime() + 1_200), now)).toBe(2);
  });
});
