import { useParams } from "wouter";
import { Breadcrumb } from "../../components/dictionary/Breadcrumb.tsx";
import { DetailStatus } from "../../components/dictionary/DetailStatus.tsx";
import { LexemeDetail } from "../../components/dictionary/LexemeDetail.tsx";
import { searchInsteadHref, useBackToSearch } from "../../components/dictionary/useBackToSearch.ts";
import { useDetail } from "../../components/dictionary/useDetail.ts";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import "../../components/dictionary/dictionary.css";
import "../../components/dictionary/dictionary-detail.css";

type Kind = "word" | "idiom";
const LABEL: Record<Kind, string> = { word: "词语", idiom: "成语" };

/** The word and idiom pages share everything but their data and texts. */
function LexemePage({ kind }: { kind: Kind }) {
  const { id } = useParams<{ id?: string }>();
  const entry = useDetail(kind, id);
  const back = useBackToSearch();
  const detail = entry.status === "ready" ? entry.data : null;
  const head = detail ? ("word" in detail ? detail.word : detail.idiom) : null;
  useDocumentTitle(head ? `${head} - ${LABEL[kind]}` : `${LABEL[kind]}详情`);

  return (
    <section className="container dict-page dict-detail-page">
      <Breadcrumb current={head ?? LABEL[kind]} middle={{ href: back, label: "搜索" }} />
      {entry.status === "ready" && head ? (
        <LexemeDetail head={head} detail={entry.data} backHref={back} />
      ) : entry.status === "ready" ? null : (
        <DetailStatus
          kind={kind}
          entry={entry}
          {...(entry.status === "missing" && id && !/^\d+$/.test(id)
            ? { backHref: searchInsteadHref(id), backLabel: `在搜索中查找「${id}」` }
            : { backHref: back, backLabel: "返回搜索" })}
        />
      )}
    </section>
  );
}

/** /cihui/{id}: a word by id or by the word itself. */
export function WordPage() {
  return <LexemePage kind="word" />;
}

/** /chengyu/{id}: an idiom by id or by the idiom itself. */
export function IdiomPage() {
  return <LexemePage kind="idiom" />;
}
