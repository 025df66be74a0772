import type { z } from "zod";

import { fail, ok, type Result } from "../result";
import { formValues } from "./form-reply";

/**
 * Bodies read strictly (reliability case C4): a key that names a prototype (`__proto__`, `constructor`,
 * `prototype`, also inside a bracketed or dotted name), a field sent twice, or a JSON key repeated in one
 * object is refused before anything reads the values, so no value is silently chosen between two and no
 * code downstream ever sees a prototype key.
 */
export const BODY_REFUSED = "That request could not be read. Please reload the page and try again.";

const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function namesAPrototype(key: string): boolean {
  return key.split(/[.[\]]+/).some((part) => PROTOTYPE_KEYS.has(part));
}

/** The named string fields of a form, refusing prototype keys and any named field sent more than once or as a file. */
export function strictFormValues<Name extends string>(formData: FormData, names: readonly Name[]): Result<Partial<Record<Name, string>>> {
  for (const key of formData.keys()) if (namesAPrototype(key)) return fail("BAD_REQUEST", BODY_REFUSED);
  for (const name of names) {
    const sent = formData.getAll(name);
    if (sent.length > 1 || sent.some((value) => typeof value !== "string")) return fail("BAD_REQUEST", BODY_REFUSED);
  }
  return ok(formValues(formData, names));
}

/** Whether valid JSON text repeats a key inside one object (JSON.parse would keep the last silently). */
export function hasDuplicateKeys(text: string): boolean {
  // Each open object has the set of keys seen so far; arrays have null.
  const open: Array<Set<string> | null> = [];
  let expectingKey = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const keys = open.at(-1);
      if (expectingKey && keys) {
        const key = JSON.parse(text.slice(index, end + 1)) as string;
        if (keys.has(key)) return true;
        keys.add(key);
        expectingKey = false;
      }
      index = end;
    } else if (char === "{") {
      open.push(new Set());
      expectingKey = true;
    } else if (char === "[") {
      open.push(null);
      expectingKey = false;
    } else if (char === "}" || char === "]") {
      open.pop();
      expectingKey = false;
    } else if (char === ",") {
      expectingKey = open.at(-1) instanceof Set;
    }
  }
  return false;
}

function hasPrototypeKeys(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPrototypeKeys);
  if (value === null || typeof value !== "object") return false;
  return Object.keys(value).some((key) => namesAPrototype(key) || hasPrototypeKeys((value as Record<string, unknown>)[key]));
}

export type StrictJsonFailure = { ok: false; reason: "unreadable" | "invalid" };

/**
 * A JSON body checked strictly: unparsable text, a repeated key or a prototype key is `unreadable`; a body
 * the (strict) schema refuses is `invalid`, so the route can say which field is wrong.
 */
export async function readStrictJson<T>(request: Request, schema: z.ZodType<T>): Promise<{ ok: true; value: T } | StrictJsonFailure> {
  const text = await request.text().catch(() => null);
  if (text === null) return { ok: false, reason: "unreadable" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (hasDuplicateKeys(text) || hasPrototypeKeys(value)) return { ok: false, reason: "unreadable" };
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: "invalid" };
}
