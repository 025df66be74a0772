import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";

import { ROUTE_ACCESS } from "./route-access";
import routes from "./routes";

function pathsOf(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    return [...(entry.index || entry.path !== undefined ? [path] : []), ...pathsOf(entry.children ?? [], path)];
  });
}

describe("route access policies", () => {
  const paths = pathsOf(routes as RouteConfigEntry[]);

  it("declares a policy for every route, and none for routes that do not exist", () => {
    const undeclared = paths.filter((path) => !(path in ROUTE_ACCESS));
    expect(undeclared, "routes without a declared access policy in app/route-access.ts").toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it("guards every route of the spec's route table that is marked guarded", () => {
    for (const path of ["/setup", "/dashboard"]) expect(ROUTE_ACCESS[path]).toBe("signed-in");
    for (const path of ["/", "/auth-callback", "/pricing", "/tos", "/policy"]) expect(ROUTE_ACCESS[path]).toBe("public");
    expect(ROUTE_ACCESS["/auth"]).toBe("guest");
  });
});
