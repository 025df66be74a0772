/** A class name, or nothing (a condition that did not hold). */
export type ClassValue = string | false | null | undefined;

/**
 * Joins class names, dropping the empty ones. Every page loads this module, and strings and conditions
 * are all the app passes, so it is a line of code rather than a class-name library.
 */
export function cn(...values: ClassValue[]): string {
  return values.filter(Boolean).join(" ");
}
