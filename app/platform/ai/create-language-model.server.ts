import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";

import type { Config } from "../config.server";

export type ModelSettings = Exclude<Config["ai"], { provider: "offline" }>;

/**
 * The configured provider's model through the AI SDK. The only place the provider SDKs are imported;
 * base URLs are configurable so tests point them at a fake server on loopback.
 */
export function createLanguageModel(settings: ModelSettings): LanguageModel {
  switch (settings.provider) {
    case "google":
      return createGoogleGenerativeAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl })(settings.model);
    case "openai":
      // Chat Completions: the API every OpenAI-compatible server speaks too.
      return createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl }).chat(settings.model);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        apiKey: settings.apiKey,
        baseURL: settings.baseUrl!,
        supportsStructuredOutputs: true,
      })(settings.model);
  }
}

/** How the model is named to students (DESIGN.md D15: whatever is configured). */
export function modelLabel(settings: ModelSettings): string {
  return settings.model;
}
