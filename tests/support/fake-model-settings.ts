import type { ModelSettings } from "~/platform/ai/create-language-model.server";

/**
 * The model settings a test uses to reach the fake LLM server (tests/fakes/llm-server.ts) through the real AI
 * SDK, speaking Gemini's wire format: short timeout, no retries, four calls at once, no daily budget.
 */
export function fakeGeminiSettings(fakeUrl: string, overrides: Partial<ModelSettings> = {}): ModelSettings {
  return {
    provider: "google",
    model: "gemini-2.5-flash",
    baseUrl: `${fakeUrl}/v1beta`,
    apiKey: "test-key",
    timeoutMs: 2_000,
    maxRetries: 0,
    maxOutputTokens: 4_096,
    maxConcurrency: 4,
    dailyTokenBudget: 0,
    samples: 1,
    ...overrides,
  } as ModelSettings;
}
