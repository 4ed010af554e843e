import { Link, useParams } from "wouter";
import type { PoemDetail } from "../../api.ts";
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
import { recitationHref } from "../../lib/dictionary-links.ts";
import { POEM_SPEECH_RATE } from "../../lib/speech.ts";
import { ROUTES, withId } from "../../routes.ts";
import "../../components/dictionary/dictionary.css";
import "../../components/dictionary/dictionary-detail.css";

/** /poem/{id} (spec §2; also the continue-learning target for poems): title, dynasty, author, content. */
export default function PoemPage() {
  const { id } = useParams<{ id?: string }>();
  const entry = useDetail("poem", id);
  const back = useBackToSearch();
  useDocumentTitle(entry.status === "ready" ? entry.data.title : "诗词详情");
  return (
    <section className="container dict-page dict-detail-page">
      <Breadcrumb current={entry.status === "ready" ? entry.data.title : "诗词"} middle={{ href: back, label: "搜索" }} />
      {entry.status === "ready" ? <PoemView poem={entry.data} back={back} /> : <DetailStatus kind="poem" entry={entry} backHref={back} />}
    </section>
  );
}

function PoemView({ poem, back }: { poem: PoemDetail; back: string }) {
  const voice = useReadAloud({ rate: POEM_SPEECH_RATE });
  return (
    <article className="panel dict-poem" aria-labelledby="dict-poem-title">
      <header className="dict-poem-header">
        <h1 id="dict-poem-title">{poem.title}</h1>
        <p className="dict-pinyin">{poem.pinyin}</p>
        <p className="dict-byline">{byline(poem.dynasty, poem.author)}</p>
        {poem.difficulty ? <span className="role-tag">{difficultyLabel(poem.difficulty)}</span> : null}
      </header>
      <PoemText text={poem.content} />
      <p className="muted dict-source">出自：{poem.source}</p>
      <Notice tone="info">{voice.unsupported}</Notice>
      <div className="dict-actions">
        <SpeakButton label="朗读" speaking={!!voice.speaking} onClick={() => voice.toggle(`${poem.title}。${poem.author}。${poem.content}`, "poem")} className="" />
        {poem.classical ? (
          <Link href={withId(ROUTES.classicalPoem, poem.id)} className="button-link secondary">
            赏析与注释
          </Link>
        ) : null}
        <Link href={recitationHref(poem.id)} className="button-link secondary">
          背诵助手
        </Link>
        <Link href={back} className="button-link secondary">
          ← 返回搜索
        </Link>
      </div>
    </article>
  );
}
