import { afterEach, describe, expect, it, vi } from "vitest";

import type * as OfflineMarkerModule from "./offline/offline-marker";

const preloadOfflineMarker = vi.fn(async () => true);
vi.mock("./offline/offline-marker", async (importOriginal) => ({
  ...(await importOriginal<typeof OfflineMarkerModule>()),
  preloadOfflineMarker,
}));

const { setMarker } = await import("./get-marker.server");
const { createOfflineMarker } = await import("./offline/offline-marker");
const { preloadMarking } = await import("./preload.server");

afterEach(() => {
  setMarker(undefined);
  preloadOfflineMarker.mockClear();
});

describe("preloadMarking (server start)", () => {
  it("loads the offline marker's spell checker when this server marks offline", async () => {
    setMarker(createOfflineMarker());
    await preloadMarking();
    expect(preloadOfflineMarker).toHaveBeenCalledTimes(1);
  });

  it("loads nothing when a model marks", async () => {
    setMarker({
      identity: { id: "openai", model: "test-model", promptVersion: "t", label: "Test model", offline: false },
      mark: async () => {
        throw new Error("not called");
      },
    });
    await preloadMarking();
    expect(preloadOfflineMarker).not.toHaveBeenCalled();
  });
});
