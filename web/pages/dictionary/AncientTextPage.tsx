import { Link, useParams } from "wouter";
import type { ClassicalTextDetail } from "../../api.ts";
import { Breadcrumb } from "../../components/dictionary/Breadcrumb.tsx";
import { DetailStatus } from "../../components/dictionary/DetailStatus.tsx";
import { PoemText } from "../../components/dictionary/PoemText.tsx";
import { SpeakButton } from "../../components/dictionary/SpeakButton.tsx";
import { useBackToSearch } from "../../components/dictionary/useBackToSearch.ts";
import { useDetail } from "../../components/dictionary/useDetail.ts";
import { useReadAloud } from "../../components/dictionary/useReadAloud.ts";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import { byline, difficultyLabel } from "../../lib/dictionary-format.ts";
import { POEM_SPEECH_RATE } from "../../lib/speech.ts";
import "../../components/dictionary/dictionary.css";
import "../../components/dictionary/dictionary-detail.css";

/** /ancient/{id} (spec §2; continue-learning "text"): an ancient text with its book, author and notes. */
export default function AncientTextPage() {
  const { id } = useParams<{ id?: string }>();
  const entry = useDetail("classical-text", id);
  const back = useBackToSearch();
  useDocumentTitle(entry.status === "ready" ? entry.data.title : "古文详情");
  return (
    <section className="container dict-page dict-detail-page">
      <Breadcrumb current={entry.status === "ready" ? entry.data.title : "古文"} middle={{ href: back, label: "搜索" }} />
      {entry.status === "ready" ? <TextView text={entry.data} back={back} /> : <DetailStatus kind="classical-text" entry={entry} backHref={back} />}
    </section>
  );
}

function TextView({ text, back }: { text: ClassicalTextDetail; back: string }) {
  const voice = useReadAloud({ rate: POEM_SPEECH_RATE });
  return (
    <article className="panel dict-poem" aria-labelledby="dict-text-title">
      <header className="dict-poem-header">
        <h1 id="dict-text-title">{text.title}</h1>
        <p className="dict-pinyin">{text.pinyin}</p>
        <p className="dict-byline">{byline(text.book !== text.title ? `《${text.book}》` : null, text.chapter, text.dynasty, text.author)}</p>
        {text.difficulty ? <span className="role-tag">{difficultyLabel(text.difficulty)}</span> : null}
      </header>
      <PoemText text={text.content} prose />
      {text.notes ? (
        <section className="dict-notes">
          <h2>注释</h2>
          <PoemText text={text.notes} prose />
        </section>
      ) : null}
      <Notice tone="info">{voice.unsupported}</Notice>
      <div className="dict-actions">
        <SpeakButton label="朗读" speaking={!!voice.speaking} onClick={() => voice.toggle(`${text.title}。${text.content}`, "text")} className="" />
        <Link href={back} className="button-link secondary">
          ← 返回搜索
        </Link>
      </div>
    </article>
  );
}
