/**
 * Words about the source field, whose label the question type gives: "Extract", "Source", "Poem",
 * "Interpretation", "Text", or their plurals ("Sources", "Poems") when the question uses more than one.
 */

/** Whether the label names more than one text ("Sources", "Interpretations", "Poems"). Every plural label in the catalogue ends in "s". */
export function isPluralSourceLabel(label: string): boolean {
  return /s$/i.test(label.trim());
}

/** The button that writes the source: "Generate an extract", "Generate a poem", "Generate sources". */
export function generateSourceButtonLabel(label: string): string {
  const noun = label.trim().toLowerCase();
  if (isPluralSourceLabel(label)) return `Generate ${noun}`;
  return `Generate ${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
}

/** Said once the generated text is in the field: "Extract added. You can edit it." or "Sources added. You can edit them." */
export function sourceAddedNotice(label: string): string {
  return `${label} added. You can edit ${isPluralSourceLabel(label) ? "them" : "it"}.`;
}
