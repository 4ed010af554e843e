import { Link, useLocation, useParams } from "wouter";
import type { ClassicalPoemDetail } from "../../api.ts";
import { DetailStatus } from "../../components/dictionary/DetailStatus.tsx";
import { PoemActions } from "../../components/dictionary/PoemActions.tsx";
import { PoemTabs } from "../../components/dictionary/PoemTabs.tsx";
import { Tags } from "../../components/dictionary/Tags.tsx";
import { useDetail } from "../../components/dictionary/useDetail.ts";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { byline } from "../../lib/dictionary-format.ts";
import { ROUTES } from "../../routes.ts";
import "../../components/dictionary/dictionary.css";
import "../../components/dictionary/dictionary-detail.css";

/**
 * /classical-poem/{id} (spec §2): title, dynasty, writer, type tags; tabs 原文, 译文, 赏析, 注释
 * where the poem has them; read aloud, recitation helper, favourite, share; back; more poems.
 */
export default function ClassicalPoemPage() {
  const { id } = useParams<{ id?: string }>();
  const entry = useDetail("classical-poem", id);
  const [, navigate] = useLocation();
  // Back where the child came from (the list keeps its filters in its URL), else to the list.
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate(ROUTES.classicalPoems));
  useDocumentTitle(entry.status === "ready" ? entry.data.title : "古诗文详情");
  return (
    <section className="container dict-page dict-detail-page">
      <nav className="dict-back-row" aria-label="返回">
        <button type="button" className="secondary" onClick={goBack}>
          ← 返回
        </button>
        <Link href={ROUTES.classicalPoems}>更多诗词 →</Link>
      </nav>
      {entry.status === "ready" ? (
        <PoemView poem={entry.data} />
      ) : (
        <DetailStatus kind="classical-poem" entry={entry} backHref={ROUTES.classicalPoems} backLabel="浏览更多诗词" />
      )}
    </section>
  );
}

function PoemView({ poem }: { poem: ClassicalPoemDetail }) {
  return (
    <article className="panel dict-poem" aria-labelledby="dict-poem-title">
      <header className="dict-poem-header">
        <h1 id="dict-poem-title">{poem.title}</h1>
        <p className="dict-pinyin">{poem.pinyin}</p>
        <p className="dict-byline">{byline(poem.dynasty, poem.writer)}</p>
        <Tags tags={poem.type} />
      </header>
      <PoemActions poem={poem} />
      <PoemTabs poem={poem} />
      <footer className="dict-detail-footer">
        <Link href={ROUTES.classicalPoems} className="button-link secondary">
          更多诗词
        </Link>
      </footer>
    </article>
  );
}
