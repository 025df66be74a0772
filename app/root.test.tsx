import { renderToString } from "react-dom/server";
import { createMemoryRouter, data, RouterProvider, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";

import { AppError, appErrorResponse } from "./platform/errors";
import { ErrorBoundary } from "./root";

/** Renders the root error boundary for an error thrown by a route's loader, as the browser would see it. */
async function renderBoundaryFor(thrown: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        loader: () => {
          throw thrown;
        },
        element: <p>never shown</p>,
        ErrorBoundary: function Boundary() {
          return <ErrorBoundaryFromRouter />;
        },
      },
    ],
    { initialEntries: ["/"] },
  );
  // Wait for the initial loader to run (and throw).
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
  return renderToString(<RouterProvider router={router} />);
}

function ErrorBoundaryFromRouter() {
  const error = useRouteError();
  return <ErrorBoundary error={error} params={{}} loaderData={undefined} actionData={undefined} />;
}

describe("root error boundary", () => {
  it("shows a friendly page and no detail for an unexpected error", async () => {
    const error = new Error("connection to db.internal:5432 refused");
    error.stack = "Error: boom\n    at loader (/srv/app/routes/secret.ts:12:7)";
    const html = await renderBoundaryFor(error);
    expect(html).toContain("Something went wrong");
    expect(html).toContain("An unexpected error occurred. Please try again.");
    expect(html).not.toContain("db.internal");
    expect(html).not.toContain("secret.ts");
    expect(html).toContain('href="/"');
  });

  it("shows the user message of an AppError response", async () => {
    const response = appErrorResponse(new AppError("UNAVAILABLE", undefined, { detail: "pool exhausted" }));
    const html = await renderBoundaryFor(data(await response.json(), { status: response.status }));
    expect(html).toContain("Marker is busy");
    expect(html).toContain("Marker is having trouble right now. Please try again in a minute.");
    expect(html).not.toContain("pool exhausted");
  });

  it("says a page was not found for a 404", async () => {
    const html = await renderBoundaryFor(data(null, { status: 404 }));
    expect(html).toContain("Page not found");
    expect(html).toContain("We couldn&#x27;t find that page.");
  });
});
