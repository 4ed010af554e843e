import type { SearchResult } from "../../api.ts";
import { SEARCH_TABS, type SearchTab } from "../../lib/search-params.ts";

type Props = { current: SearchTab; counts: SearchResult["counts"] | null; onSelect: (tab: SearchTab) => void };

const total = (counts: SearchResult["counts"]) => Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);

/** The result tabs with their counts (spec §2). Arrow keys move between them, as tabs do. */
export function SearchTabs({ current, counts, onSelect }: Props) {
  const move = (from: number, by: number) => {
    const next = SEARCH_TABS[(from + by + SEARCH_TABS.length) % SEARCH_TABS.length]!;
    onSelect(next.key);
    requestAnimationFrame(() => document.getElementById(`dict-tab-${next.key}`)?.focus());
  };
  return (
    <div className="dict-tabs" role="tablist" aria-label="搜索结果分类">
      {SEARCH_TABS.map((tab, i) => {
        const count = counts ? (tab.key === "all" ? total(counts) : (counts[tab.key] ?? 0)) : null;
        const selected = tab.key === current;
        return (
          <button
            key={tab.key}
            id={`dict-tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="dict-results"
            tabIndex={selected ? 0 : -1}
            className={`dict-tab${selected ? " dict-tab-current" : ""}${count === 0 ? " dict-tab-empty" : ""}`}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight") move(i, 1);
              if (event.key === "ArrowLeft") move(i, -1);
            }}
          >
            {tab.label}
            {count !== null ? <span className="dict-tab-count">{count}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
