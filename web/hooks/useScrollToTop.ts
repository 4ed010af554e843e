import { useEffect } from "react";

/** Starts each new page (or a page's new step, via `key`) at the top, as a full page load would. */
export function useScrollToTop(key: unknown): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [key]);
}
