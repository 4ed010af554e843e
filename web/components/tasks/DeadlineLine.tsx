import { useEffect, useState } from "react";
import type { TaskStatus } from "../../api.ts";
import { deadline } from "./task-rules.ts";

/** The deadline warning (spec §2): red within 24 hours of the due time; re-checked every minute. */
export function DeadlineLine({ due, status }: { due: string; status: TaskStatus }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const info = deadline(due, status, now);
  if (!info) return null;
  return (
    <p className={`task-deadline deadline-${info.tone}`}>
      {info.text}
    </p>
  );
}
