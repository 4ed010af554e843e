import { useEffect, useId } from "react";
import { useSnapshot } from "valtio";
import { useLocation, useSearch } from "wouter";
import type { ClassicalPoemHit, ClassicalPoemSort } from "../../api.ts";
import { BlockLoader } from "../../components/BlockLoader.tsx";
import { Pager } from "../../components/dictionary/Pager.tsx";
import { PoemListItem } from "../../components/dictionary/PoemListItem.tsx";
import { SearchBox } from "../../components/dictionary/SearchBox.tsx";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { classicalPoemsHref } from "../../lib/dictionary-links.ts";
import { pageParam } from "../../lib/pagination.ts";
import { loadDynasties, loadPoemList, POEM_LIST_EMPTY, POEM_PAGE_SIZE, poemListStore } from "../../state/dictionary.ts";
import "../../components/dictionary/dictionary.css";
import "../../components/dictionary/dictionary-detail.css";

const SORTS: { value: ClassicalPoemSort | ""; label: string }[] = [
  { value: "", label: "最受欢迎" },
  { value: "dynasty", label: "按朝代" },
  { value: "writer", label: "按作者" },
  { value: "title", label: "按标题" },
];

function readParams(search: string) {
  const params = new URLSearchParams(search);
  const sort = params.get("sort") ?? "";
  return {
    q: params.get("q") ?? "",
    dynasty: params.get("dynasty") ?? "",
    sort: (SORTS.some((s) => s.value === sort) ? sort : "") as ClassicalPoemSort | "",
    page: pageParam(params.get("page")),
  };
}

/**
 * /classical-poems (spec §2, §9): search box, dynasty dropdown, result count, 10 a page with up
 * to five page buttons, a recite button per poem. Filters live in the URL, so coming back from
 * a poem shows the same page.
 */
export default function ClassicalPoemsPage() {
  useDocumentTitle("古诗文");
  const [, navigate] = useLocation();
  const { q, dynasty, sort, page } = readParams(useSearch());
  const snap = useSnapshot(poemListStore);
  const dynastyId = useId();
  const sortId = useId();

  useEffect(() => void loadDynasties(), []);
  useEffect(() => void loadPoemList({ query: q, dynasty, sort, page }), [q, dynasty, sort, page]);

  const go = (next: Partial<{ q: string; dynasty: string; sort: string; page: number }>, replace = false) => {
    navigate(classicalPoemsHref({ q, dynasty, sort, ...next, page: next.page ?? 1 }), { replace });
    if (next.page) window.scrollTo({ top: 0 });
  };

  const items = snap.items as readonly ClassicalPoemHit[];
  const busy = snap.status === "loading";

  return (
    <section className="container dict-page dict-poems-page">
      <h1>古诗文</h1>
      <div className="panel dict-filters">
        <SearchBox value={q} label="搜索诗词" placeholder="搜索标题、作者或诗句" onSearch={(text, submitted) => go({ q: text }, !submitted)} />
        <div className="dict-filter-row">
          <div className="field">
            <label htmlFor={dynastyId} className="field-label">
              朝代
            </label>
            <select id={dynastyId} value={dynasty} onChange={(event) => go({ dynasty: event.target.value })}>
              <option value="">全部朝代</option>
              {snap.dynasties.map((d) => (
                <option key={d.dynasty} value={d.dynasty}>
                  {d.dynasty}（{d.count}）
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={sortId} className="field-label">
              排序
            </label>
            <select id={sortId} value={sort} onChange={(event) => go({ sort: event.target.value })}>
              {SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      {snap.status === "error" ? <Notice tone="error">{snap.error}</Notice> : null}
      {snap.status === "ready" || (busy && items.length > 0) ? (
        <p className="dict-result-count" role="status">
          共找到 <strong>{snap.total}</strong> 首诗词
        </p>
      ) : null}
      {busy && items.length === 0 ? <BlockLoader text="正在加载诗词…" /> : null}
      {snap.status === "ready" && snap.total === 0 ? <p className="panel dict-empty">{POEM_LIST_EMPTY}</p> : null}
      {items.length > 0 && snap.status !== "error" ? (
        <ol className={busy ? "dict-poem-list dict-stale" : "dict-poem-list"} aria-busy={busy}>
          {items.map((poem) => (
            <PoemListItem key={poem.id} poem={poem} />
          ))}
        </ol>
      ) : null}
      {snap.status !== "error" ? <Pager page={page} total={snap.total} pageSize={POEM_PAGE_SIZE} onPage={(n) => go({ page: n })} label="诗词列表分页" /> : null}
    </section>
  );
}
