import { describe, expect, it } from "vitest";

import { AppError, appErrorResponse, ERROR_STATUS, isErrorBody } from "./errors";

describe("AppError", () => {
  it("maps every code to its status through one table", () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(new AppError(code as keyof typeof ERROR_STATUS).status).toBe(status);
    }
  });

  it("renders a JSON body with the user message, never the detail", async () => {
    const error = new AppError("RATE_LIMITED", "Too many attempts.", {
      detail: "sign-in:address:203.0.113.9 over limit",
      retryAfterSeconds: 41.2,
    });
    const response = appErrorResponse(error);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("42");
    const body: unknown = await response.json();
    expect(isErrorBody(body)).toBe(true);
    expect(body).toEqual({ error: { code: "RATE_LIMITED", message: "Too many attempts." } });
    expect(JSON.stringify(body)).not.toContain("203.0.113.9");
  });

  it("recognises only well-formed error bodies", () => {
    expect(isErrorBody({ error: { code: "X", message: "y" } })).toBe(true);
    expect(isErrorBody({ error: "nope" })).toBe(false);
    expect(isErrorBody(null)).toBe(false);
    expect(isErrorBody("error")).toBe(false);
  });
});
