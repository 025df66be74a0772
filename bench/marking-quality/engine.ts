import type { Marker } from "~/features/marking/marker";

/**
 * What the marking-quality benchmark needs from an engine, shared by the offline engine (run.ts)
 * and the model engines (model-engine.ts). Kept free of the platform modules so that the offline
 * engine does not load the database or the provider SDKs.
 */

export const MODEL_ENGINE_NAMES = ["google", "openai", "openai-compatible"] as const;
export type ModelEngineName = (typeof MODEL_ENGINE_NAMES)[number];

/** Tokens recorded by the model caller, summed over every call so far (failed calls included). */
export interface TokenTotals {
  input: number;
  output: number;
  /** Calls that recorded usage. */
  calls: number;
}

/** Reads the running token totals; the benchmark takes the difference around each prompt. */
export interface UsageMeter {
  totals(): Promise<TokenTotals>;
}

export interface EngineHandle {
  marker: Marker;
  /** Markings issued at once (the model caller also caps the calls in flight). */
  concurrency: number;
  /** Null for an engine that uses no tokens. */
  usage: UsageMeter | null;
  /** Lines printed under the engine line: how the engine is set up. */
  details: string[];
  /** Settings written to the results file; never an API key. Null for the offline engine. */
  settings: Record<string, unknown> | null;
  /** Releases what the engine holds (its temporary database). */
  close(): Promise<void>;
}

/** The engine cannot be set up from the environment (a missing key, a bad value): exit code 2. */
export class EngineSetupError extends Error {
  override name = "EngineSetupError";
}
