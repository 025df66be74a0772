import { useEffect, useRef, useState, type RefObject } from "react";

/**
 * Whether a box's content is wider than the box, kept up to date as the screen or the content changes. False in
 * the server's HTML and until measured: a hint that the box scrolls shows only where it really does.
 */
export function useScrollsSideways<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls];
}
