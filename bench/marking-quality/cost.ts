/**
 * Token cost arithmetic for the marking-quality benchmark. Prices are the provider's list prices per
 * million tokens, given in the environment (nothing here knows any provider's prices, which change):
 *
 *   AI_PRICE_INPUT_PER_MILLION   price of a million input (prompt) tokens
 *   AI_PRICE_OUTPUT_PER_MILLION  price of a million output (completion) tokens
 *   AI_PRICE_CURRENCY            the currency they are in, e.g. USD or GBP (default USD); a label only
 */

export interface Prices {
  inputPerMillion: number;
  outputPerMillion: number;
  currency: string;
}

export interface Tokens {
  input: number;
  output: number;
}

export const PRICE_VARIABLES = ["AI_PRICE_INPUT_PER_MILLION", "AI_PRICE_OUTPUT_PER_MILLION"] as const;

export const PRICE_HINT =
  "cost: set AI_PRICE_INPUT_PER_MILLION and AI_PRICE_OUTPUT_PER_MILLION to the model's prices per million input and " +
  "output tokens (and AI_PRICE_CURRENCY, default USD) to turn these tokens into a cost per marking.";

/** A price variable is set to something that is not a price. */
export class PriceError extends Error {
  override name = "PriceError";
}

function priceFrom(env: Record<string, string | undefined>, name: string): number | undefined {
  const text = env[name]?.trim() ?? "";
  if (text === "") return undefined;
  const value = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(value)) {
    throw new PriceError(`${name} must be a price per million tokens such as 0.30, got "${env[name]}"`);
  }
  return value;
}

/**
 * The prices in `env`, or null when neither is set (the report then gives tokens only). Throws a
 * PriceError when only one is set, a price is not a non-negative number, or the currency is not a
 * three-letter code.
 */
export function parsePrices(env: Record<string, string | undefined>): Prices | null {
  const inputPerMillion = priceFrom(env, "AI_PRICE_INPUT_PER_MILLION");
  const outputPerMillion = priceFrom(env, "AI_PRICE_OUTPUT_PER_MILLION");
  if (inputPerMillion === undefined && outputPerMillion === undefined) return null;
  if (inputPerMillion === undefined || outputPerMillion === undefined) {
    const missing = inputPerMillion === undefined ? PRICE_VARIABLES[0] : PRICE_VARIABLES[1];
    throw new PriceError(`${missing} is not set: set both prices (0 for a free local model) or neither`);
  }
  const currencyText = env.AI_PRICE_CURRENCY?.trim() ?? "";
  const currency = currencyText === "" ? "USD" : currencyText.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new PriceError(`AI_PRICE_CURRENCY must be a three-letter currency code such as USD or GBP, got "${currencyText}"`);
  }
  return { inputPerMillion, outputPerMillion, currency };
}

/** What `tokens` cost at `prices`: input × input price / 10^6 + output × output price / 10^6. */
export function costOf(tokens: Tokens, prices: Prices): number {
  return (tokens.input * prices.inputPerMillion + tokens.output * prices.outputPerMillion) / 1_000_000;
}

/**
 * Mean tokens and cost per marking: everything recorded (failed calls' tokens included, since they
 * were paid for) over the markings that produced a score. NaN when no marking produced one; cost NaN
 * without prices.
 */
export function perMarking(
  tokens: Tokens,
  scoredMarkings: number,
  prices: Prices | null,
): { input: number; output: number; cost: number } {
  if (scoredMarkings <= 0) return { input: Number.NaN, output: Number.NaN, cost: Number.NaN };
  return {
    input: tokens.input / scoredMarkings,
    output: tokens.output / scoredMarkings,
    cost: prices === null ? Number.NaN : costOf(tokens, prices) / scoredMarkings,
  };
}

/** An amount: three significant figures below 0.01 (a marking costs fractions of a cent), else four decimals. */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) return "n/a";
  if (amount === 0) return "0";
  return Math.abs(amount) < 0.01 ? amount.toPrecision(3) : amount.toFixed(4);
}

/** An amount with its currency, e.g. "USD 0.000800". */
export function formatCost(amount: number, currency: string): string {
  return Number.isFinite(amount) ? `${currency} ${formatAmount(amount)}` : "n/a";
}
