import { useState, type KeyboardEvent } from "react";
import type { ClassicalPoemDetail } from "../../api.ts";
import { poemTabs, type PoemTabKey } from "../../lib/poem-tabs.ts";
import { PoemText } from "./PoemText.tsx";

/** 原文 · 译文 · 赏析 · 注释 as tabs; a tab appears only when the poem has that text (spec §2). */
export function PoemTabs({ poem }: { poem: ClassicalPoemDetail }) {
  const tabs = poemTabs(poem);
  const [current, setCurrent] = useState<PoemTabKey>("content");
  const selected = tabs.find((t) => t.key === current) ?? tabs[0];
  if (!selected) return null;

  const onKey = (event: KeyboardEvent, index: number) => {
    const by = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!by) return;
    const next = tabs[(index + by + tabs.length) % tabs.length]!;
    setCurrent(next.key);
    document.getElementById(`dict-poem-tab-${next.key}`)?.focus();
  };

  return (
    <div className="dict-poem-tabs">
      <div className="dict-tabs" role="tablist" aria-label="诗词内容">
        {tabs.map((tab, i) => {
          const on = tab.key === selected.key;
          return (
            <button
              key={tab.key}
              id={`dict-poem-tab-${tab.key}`}
              type="button"
              role="tab"
              aria-selected={on}
              aria-controls="dict-poem-panel"
              tabIndex={on ? 0 : -1}
              className={on ? "dict-tab dict-tab-current" : "dict-tab"}
              onClick={() => setCurrent(tab.key)}
              onKeyDown={(event) => onKey(event, i)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id="dict-poem-panel" role="tabpanel" aria-labelledby={`dict-poem-tab-${selected.key}`}>
        <PoemText text={poem[selected.key] ?? ""} prose={selected.key !== "content"} />
      </div>
    </div>
  );
}
