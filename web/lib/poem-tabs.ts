/** The classical poem's tabs (spec §2): 原文, 译文, 赏析, 注释, each only where its text exists. */
export type PoemTabKey = "content" | "translation" | "shangxi" | "remark";

const TABS: readonly { key: PoemTabKey; label: string }[] = [
  { key: "content", label: "原文" },
  { key: "translation", label: "译文" },
  { key: "shangxi", label: "赏析" },
  { key: "remark", label: "注释" },
];

/** The tabs to show for a poem: those whose text is present and not blank. */
export function poemTabs(poem: Partial<Record<PoemTabKey, string | null>>): { key: PoemTabKey; label: string }[] {
  return TABS.filter((tab) => (poem[tab.key] ?? "").trim() !== "");
}
