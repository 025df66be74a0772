import { afterEach, describe, expect, it, vi } from "vitest";

import { setMarker } from "./get-marker.server";
import { createOfflineMarker } from "./offline/offline-marker";
import { preloadMarking } from "./preload.server";

const preloadOfflineMarker = vi.fn(async () => true);

afterEach(() => {
  setMarker(undefined);
  preloadOfflineMarker.mockClear();
});

describe("preloadMarking (server start)", () => {
  it("loads the offline marker's spell checker when this server marks offline", async () => {
    setMarker(createOfflineMarker());
    await preloadMarking(preloadOfflineMarker);
    expect(preloadOfflineMarker).toHaveBeenCalledTimes(1);
  });

  it("loads nothing when a model marks", async () => {
    setMarker({
      identity: { id: "openai", model: "test-model", promptVersion: "t", label: "Test model", offline: false },
      mark: async () => {
        throw new Error("not called");
      },
    });
    await preloadMarking(preloadOfflineMarker);
    expect(preloadOfflineMarker).not.toHaveBeenCalled();
  });
});
