/** Removes characters that never belong in a name or an address (controls, zero-width, bidi overrides). */
export function stripInvisible(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/g, "");
}
