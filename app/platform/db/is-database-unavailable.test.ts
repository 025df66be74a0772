import { describe, expect, it } from "vitest";

import { isDatabaseUnavailable } from "./is-database-unavailable";

describe("isDatabaseUnavailable", () => {
  it("recognises connection failures, also when wrapped", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('database "x" is not currently accepting connections'))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") }))).toBe(true);
  });

  it("counts a statement cancelled by the statement timeout (a database too slow) as unavailable", () => {
    const cancelled = Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" });
    expect(isDatabaseUnavailable(new Error("Failed query: insert into submissions", { cause: cancelled }))).toBe(true);
  });

  it("does not mistake other errors for an outage", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});
