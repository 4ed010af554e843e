import type { DictType, HitOf, SearchResult } from "../../api.ts";
import { SEARCH_TABS, tabLabel, type SearchTab } from "../../lib/search-params.ts";
import { HitCards } from "./HitCards.tsx";
import { Pager } from "./Pager.tsx";

type OverviewProps = { overview: SearchResult; onShowAll: (tab: SearchTab) => void };

/** 全部: each type that has hits, its first five and a way into its own tab. */
export function SearchOverview({ overview, onShowAll }: OverviewProps) {
  const types = SEARCH_TABS.map((tab) => tab.key).filter((key): key is DictType => key !== "all" && (overview.counts[key] ?? 0) > 0);
  return (
    <>
      {types.map((type) => {
        const count = overview.counts[type] ?? 0;
        const hits = (overview.results[type] ?? []) as HitOf[DictType][];
        return (
          <section key={type} className="dict-result-section" aria-labelledby={`dict-section-${type}`}>
            <header className="dict-section-header">
              <h2 id={`dict-section-${type}`}>
                {tabLabel(type)} <span className="dict-count-chip">{count}</span>
              </h2>
              {count > hits.length ? (
                <button type="button" className="secondary dict-more" onClick={() => onShowAll(type)}>
                  查看全部 {count} 个{tabLabel(type)}
                </button>
              ) : null}
            </header>
            <HitCards type={type} hits={hits} />
          </section>
        );
      })}
    </>
  );
}

type TypedProps = { typed: SearchResult; type: DictType; onPage: (page: number) => void };

/** One type's tab: a page of hits (20) and the page buttons. */
export function SearchTypePage({ typed, type, onPage }: TypedProps) {
  const hits = (typed.results[type] ?? []) as HitOf[DictType][];
  const total = typed.counts[type] ?? 0;
  return (
    <section className="dict-result-section" aria-label={`${tabLabel(type)}结果`}>
      <HitCards type={type} hits={hits} />
      <Pager page={typed.page} total={total} pageSize={typed.limit} onPage={onPage} label={`${tabLabel(type)}结果分页`} />
    </section>
  );
}
