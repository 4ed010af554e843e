import { pageCount, pageWindow } from "../../lib/pagination.ts";

type Props = { page: number; total: number; pageSize: number; onPage: (page: number) => void; label?: string };

/** Page buttons: previous, at most five numbers around the current page (spec §9), next. */
export function Pager({ page, total, pageSize, onPage, label = "分页" }: Props) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className="dict-pager" aria-label={label}>
      <button type="button" className="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? "dict-page-current" : "secondary"}
          aria-current={n === page ? "page" : undefined}
          aria-label={`第 ${n} 页`}
          onClick={() => onPage(n)}
        >
          {n}
        </button>
      ))}
      <button type="button" className="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
      <span className="dict-pager-info muted">
        第 {Math.min(page, pages)} / {pages} 页
      </span>
    </nav>
  );
}
