import { useCallback, useEffect, useRef, useState } from "react";

/** Success banners clear after 3 seconds (spec §9). */
export const FLASH_MS = 3000;

/** A message that disappears by itself; showing a new one restarts the clock. */
export function useFlash(ms = FLASH_MS): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show];
}
