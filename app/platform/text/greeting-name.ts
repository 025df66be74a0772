/** Titles a parent or teacher may type before their name ("Ms Harper", "Dr. Jane Okafor"). */
const TITLES = new Set(["mr", "mrs", "ms", "miss", "mx", "dr", "prof", "professor", "sir", "dame", "lady", "lord", "rev", "revd"]);

/**
 * The name to greet someone by: their first name ("Priya Shah" -> "Priya"), or, when the name starts with a
 * title, the title and the surname ("Ms Harper" -> "Ms Harper", "Dr Jane Okafor" -> "Dr Okafor"), never a bare
 * title ("Welcome, Ms!"). Empty for an empty name.
 */
export function greetingName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first] = words;
  if (!first) return "";
  if (TITLES.has(first.toLowerCase().replace(/\.$/, "")) && words.length > 1) return `${first} ${words.at(-1)}`;
  return first;
}
