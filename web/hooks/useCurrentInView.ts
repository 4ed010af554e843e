import { useEffect, useRef } from "react";

/**
 * A ref for the current item of a navigation strip that scrolls sideways on phones: whenever
 * `key` (the location) changes, that item is scrolled into view. Braces matter in the effect:
 * newer Chromium returns a promise from scrollIntoView, and an effect must return nothing.
 */
export function useCurrentInView<T extends HTMLElement>(key: unknown) {
  const current = useRef<T>(null);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [key]);
  return current;
}
