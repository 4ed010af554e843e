import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { Link, useLocation, useSearch } from "wouter";
import type { DictType, SearchResult } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { SearchBox } from "../../components/dictionary/SearchBox.tsx";
import { SearchOverview, SearchTypePage } from "../../components/dictionary/SearchResults.tsx";
import { SearchTabs } from "../../components/dictionary/SearchTabs.tsx";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { readSearchParams, searchHref, type SearchTab } from "../../lib/search-params.ts";
import { ROUTES } from "../../routes.ts";
import { NO_RESULTS, runSearch, searchStore } from "../../state/dictionary.ts";
import "../../components/dictionary/dictionary.css";

/** Things to tap when the box is empty: a character, a word, an idiom, a poem, pinyin. */
const SUGGESTIONS = ["明", "春", "学习", "一鸣惊人", "静夜思", "chunxiao"];

/**
 * /search?q= (spec §2): the search box, the result tabs with counts, result cards linking to the
 * detail pages. The URL is the state (q, type, page), so back and forward and shared links work.
 */
export default function SearchPage() {
  const [, navigate] = useLocation();
  const { q, type, page } = readSearchParams(useSearch());
  const snap = useSnapshot(searchStore);
  useDocumentTitle(q.trim() ? `搜索：${q.trim()}` : "字典搜索");

  useEffect(() => void runSearch(q, type, page), [q, type, page]);

  const go = (next: { q?: string; type?: SearchTab; page?: number }, replace = false) => {
    navigate(searchHref({ q: next.q ?? q, type: next.type ?? type, page: next.page ?? 1 }), { replace });
    if (next.page !== undefined && next.q === undefined) window.scrollTo({ top: 0 });
  };

  const showing = q.trim() !== "";
  // Answers are stored with ref(): the snapshot holds the very objects, typed readonly.
  const overview = snap.overview as SearchResult | null;
  const total = overview ? Object.values(overview.counts).reduce((sum, n) => sum + (n ?? 0), 0) : 0;
  // A single-type page is shown only when it is the one asked for (not the previous tab's).
  const typed = snap.tab !== "all" && snap.typed && snap.typed.page === snap.page && snap.tab in snap.typed.results ? (snap.typed as SearchResult) : null;
  const busy = snap.status === "loading";

  return (
    <section className="container dict-page dict-search-page">
      <h1>字典搜索</h1>
      <SearchBox
        value={q}
        autoFocus={!q.trim()} // a shared link with a query should not pop up a phone's keyboard
        label="搜索汉字、词语、成语、诗词"
        placeholder="输入汉字、词语、诗句或拼音"
        onSearch={(text, submitted) => go({ q: text, page: 1 }, !submitted && q.trim() !== "")}
      />

      {!showing ? (
        <div className="panel dict-start">
          <p>输入一个字就能查，也可以输入拼音。试试这些：</p>
          <ul className="dict-chips">
            {SUGGESTIONS.map((word) => (
              <li key={word}>
                <Link href={searchHref({ q: word })} className="button-link secondary">
                  {word}
                </Link>
              </li>
            ))}
          </ul>
          <p className="dict-start-more">
            <Link href={ROUTES.classicalPoems}>浏览全部古诗文 →</Link>
          </p>
        </div>
      ) : (
        <>
          <SearchTabs current={type} counts={overview?.counts ?? null} onSelect={(tab) => go({ type: tab })} />
          <div id="dict-results" role="tabpanel" aria-labelledby={`dict-tab-${type}`} aria-busy={busy} className={busy && overview ? "dict-stale" : undefined}>
            {snap.status === "error" ? <Notice tone="error">{snap.error}</Notice> : null}
            {busy && !overview ? <BlockLoader text="正在搜索…" /> : null}
            {overview && snap.status !== "error" ? (
              total === 0 || (typed && (typed.counts[snap.tab as DictType] ?? 0) === 0) ? (
                <p className="panel dict-empty">{NO_RESULTS}</p>
              ) : snap.tab === "all" ? (
                <SearchOverview overview={overview} onShowAll={(tab) => go({ type: tab })} />
              ) : typed ? (
                <SearchTypePage typed={typed} type={snap.tab as DictType} onPage={(n) => go({ page: n })} />
              ) : (
                <BlockLoader text="正在搜索…" />
              )
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
