import { describe, expect, it } from "vitest";

import { greetingName } from "./greeting-name";

describe("greetingName", () => {
  it("greets by the first name, or by title and surname when the name starts with a title", () => {
    expect(greetingName("Priya Shah")).toBe("Priya");
    expect(greetingName("  Tom  ")).toBe("Tom");
    expect(greetingName("Ms Harper")).toBe("Ms Harper");
    expect(greetingName("Dr. Jane Okafor")).toBe("Dr. Okafor");
    expect(greetingName("mrs Ann Lee")).toBe("mrs Lee");
    // A title alone, or a first name that only looks like the start of one, is kept as it is.
    expect(greetingName("Miss")).toBe("Miss");
    expect(greetingName("Missy Elliott")).toBe("Missy");
    expect(greetingName("")).toBe("");
  });
});
