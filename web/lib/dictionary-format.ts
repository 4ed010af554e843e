/** Small text rules of the dictionary pages (spec §9), kept pure so they are tested. */

/** The first `max` tags to show and how many more there are ("+n"). */
export function visibleTags(tags: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

const FREQUENCY_LABELS = ["罕用", "较少用", "次常用", "常用", "很常用", "最常用"] as const;

/** Frequency level 0-5 (5 = among the 500 most used characters) as words a child understands. */
export function frequencyLabel(level: number): string {
  const n = Math.min(5, Math.max(0, Math.round(level)));
  return FREQUENCY_LABELS[n]!;
}

const DIFFICULTY_LABELS: Record<number, string> = { 1: "入门", 2: "进阶", 3: "挑战" };

/** Poem and ancient-text difficulty 1-3. */
export function difficultyLabel(level: number): string {
  return DIFFICULTY_LABELS[level] ?? "";
}

/** Non-empty lines of a text stored with \n between lines (poems, notes). */
export function textLines(text: string | null | undefined): string[] {
  return (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "唐 · 李白": the parts that are present, joined. */
export function byline(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join(" · ");
}
