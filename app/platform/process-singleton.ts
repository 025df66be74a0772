/**
 * One value per process, kept on `globalThis` under a registered symbol (`Symbol.for(key)`), so every
 * copy of a module (the dev server's reloads, the server build, the test runner) shares it. The value is
 * created on first use; `null` is a value like any other and is kept.
 */
type Holder = Record<symbol, unknown>;

export function processSingleton<T>(key: string, create: () => T): T {
  const holder = globalThis as unknown as Holder;
  const symbol = Symbol.for(key);
  if (!(symbol in holder)) holder[symbol] = create();
  return holder[symbol] as T;
}

/** Replaces the value (tests point it at a fake); `undefined` forgets it, so the next use creates it again. */
export function setProcessSingleton<T>(key: string, value: T | undefined): void {
  const holder = globalThis as unknown as Holder;
  const symbol = Symbol.for(key);
  if (value === undefined) delete holder[symbol];
  else holder[symbol] = value;
}
