import fc from "fast-check";

/**
 * Inputs for property tests of validators (reliability case C1): the awkward strings and numbers the case
 * names, mixed with fast-check's own. Every validator gets >= PROPERTY_RUNS runs over these.
 */
export const PROPERTY_RUNS = 1_000;

/** One megabyte of text: a validator must refuse it by its limit, quickly, without choking. */
export const ONE_MEGABYTE = "a".repeat(1024 * 1024);

/** Strings a reader cannot see or that confuse text handling. */
export const AWKWARD_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\u202Eevil\u202C",
  "zero\u200Bwidth",
  "\uFEFF",
  "\uD800",
  "lone \uDC00 surrogate",
  "\u{1F600}",
  "   ",
  "",
  ONE_MEGABYTE,
  `${ONE_MEGABYTE}\u0000`,
] as const;

/** Marks and counts sent as text, as a form sends them. */
export const NUMBER_STRINGS = ["-1", "0", "1", "1e309", "1e3", "NaN", "Infinity", "-0", "1.5", "0x10", " 7 ", "99999999999999999999"] as const;

/** The same as numbers, as a JSON body sends them (1e309 parses to Infinity). */
export const NUMBERS = [-1, 0, 1, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN, 1e3, 0.5, Number.MAX_SAFE_INTEGER + 2] as const;

/** Any string, biased towards the awkward ones and numbers written as text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...AWKWARD_STRINGS), weight: 2 },
  { arbitrary: fc.constantFrom(...NUMBER_STRINGS), weight: 2 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 1 },
);

/** Any JSON-ish value: hostile strings, awkward numbers, arrays, objects and fast-check's anything. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...NUMBERS),
  fc.array(hostileString, { maxLength: 3 }),
  fc.anything(),
);

/** A value from `allowed` most of the time, otherwise anything hostile (an off-list enum). */
export function mostly<T>(allowed: readonly T[]): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: fc.constantFrom(...allowed), weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}
