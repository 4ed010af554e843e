import type { Database } from "bun:sqlite";

export type DictionaryAbout = {
  mode: "compact" | "full" | string;
  built_at: string | null;
  counts: Record<string, number>;
  /** Data package name → the version this dictionary.db was built from. */
  packages: Record<string, string>;
};

const json = <T>(text: string | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

/** What the installed dictionary was built from, read from its `meta` table (for /about). */
export function dictionaryAbout(db: Database): DictionaryAbout {
  const rows = db.query("SELECT key, value FROM meta").all() as { key: string; value: string }[];
  const meta = new Map(rows.map((r) => [r.key, r.value]));
  return {
    mode: meta.get("mode") ?? "compact",
    built_at: meta.get("built_at") ?? null,
    counts: json(meta.get("counts"), {}),
    packages: json(meta.get("packages"), {}),
  };
}
