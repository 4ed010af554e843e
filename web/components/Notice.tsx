import type { ReactNode } from "react";

type Props = { tone: "error" | "success" | "info"; children: ReactNode; className?: string };

/** A banner message; errors are announced at once (alert), the rest politely (status). */
export function Notice({ tone, children, className }: Props) {
  if (!children) return null;
  return (
    <p className={`notice notice-${tone}${className ? ` ${className}` : ""}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}
