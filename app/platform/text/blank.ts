/**
 * Text that shows nothing: whitespace, control and format characters (zero-width space and joiners, word
 * joiner, byte-order mark, soft hyphen, direction marks), the other characters Unicode says to draw as
 * nothing (Hangul fillers, variation selectors), and the blank Braille pattern.
 */
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/**
 * Whether a field is empty to the eye. A field of only invisible characters passes `.trim()` but is empty
 * to the student and to the marker, so it counts as empty (docs/decisions/005-answer-always-required.md):
 * on the answer form, and for a practice paper's answers.
 */
export function isBlank(value: string | null | undefined): boolean {
  return !value || INVISIBLE_ONLY.test(value);
}
