import { useEffect, useState } from "react";

import { useHydrated } from "./use-hydrated";

/**
 * Keeps what a student chose or typed into a controlled field before the page's script ran (a slow phone, a busy
 * tab): the field works as plain HTML until then, and React would draw the page's own value over it as it takes
 * the page over, throwing away a chosen board or a typed answer. The field's value in the page is read once, as
 * React takes it over (never for a field drawn later, whose id an old one may still hold), and told to the page
 * through `onChange` once React has, when it differs and `accept` allows it.
 */
export function useValueBeforeHydration(id: string, value: string, onChange: (value: string) => void, accept: (early: string) => boolean = () => true) {
  const hydrated = useHydrated();
  const [early] = useState(() => (hydrated ? null : valueInPage(id)));
  useEffect(() => {
    if (early !== null && early !== value && accept(early)) onChange(early);
    // Once, after hydration: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function valueInPage(id: string): string | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(id);
  return element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement ? element.value : null;
}
