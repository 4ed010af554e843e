import { useParams } from "wouter";
import type { CharacterDetail } from "../../api.ts";
import { Breadcrumb } from "../../components/dictionary/Breadcrumb.tsx";
import { CharacterFacts } from "../../components/dictionary/CharacterFacts.tsx";
import { DetailStatus } from "../../components/dictionary/DetailStatus.tsx";
import { Pronunciations } from "../../components/dictionary/Pronunciations.tsx";
import { SpeakButton } from "../../components/dictionary/SpeakButton.tsx";
import { StrokeOrder } from "../../components/dictionary/StrokeOrder.tsx";
import { useBackToSearch } from "../../components/dictionary/useBackToSearch.ts";
import { useDetail } from "../../components/dictionary/useDetail.ts";
import { useReadAloud } from "../../components/dictionary/useReadAloud.ts";
import { Notice } from "../../components/Notice.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";
import "../../components/dictionary/dictionary.css";
import "../../components/dictionary/dictionary-detail.css";
import "../../components/dictionary/dictionary-character.css";

/**
 * /hanzi/{id} (spec §2): a character by id (or the character itself), with its animated stroke
 * order (hanzi-writer, loaded only here) and a read-aloud button per reading.
 */
export default function CharacterPage() {
  const { id } = useParams<{ id?: string }>();
  const entry = useDetail("character", id);
  const back = useBackToSearch();
  useDocumentTitle(entry.status === "ready" ? `${entry.data.char} - 汉字` : "汉字详情");

  return (
    <section className="container dict-page dict-detail-page">
      <Breadcrumb current={entry.status === "ready" ? entry.data.char : "汉字"} middle={{ href: back, label: "搜索" }} />
      {entry.status === "ready" ? <CharacterView detail={entry.data} /> : <DetailStatus kind="character" entry={entry} backHref={back} />}
    </section>
  );
}

function CharacterView({ detail }: { detail: CharacterDetail }) {
  const voice = useReadAloud();
  const readings = detail.pronunciations.map((p) => p.pinyin);
  return (
    <>
      <div className="dict-char-top">
        <article className="panel dict-char-stroke" aria-labelledby="dict-char-title">
          <h1 id="dict-char-title" className="dict-char-heading">
            <span className="dict-char-big" lang="zh-CN">
              {detail.char}
            </span>
            <span className="dict-pinyin dict-char-pinyin">{readings.join(" ") || detail.pinyin}</span>
          </h1>
          <SpeakButton label="朗读" speaking={voice.speaking === "char"} onClick={() => voice.toggle(detail.char, "char")} />
          <Notice tone="info">{voice.unsupported}</Notice>
          <h2 className="dict-subtitle">笔顺</h2>
          {detail.has_strokes ? <StrokeOrder char={detail.char} /> : <p className="muted">暂无这个字的笔顺数据</p>}
        </article>
        <article className="panel dict-char-facts" aria-labelledby="dict-facts-title">
          <h2 id="dict-facts-title">基本信息</h2>
          <CharacterFacts detail={detail} />
        </article>
      </div>
      <h2 className="dict-section-title">读音与释义</h2>
      <div className="dict-readings">
        <Pronunciations char={detail.char} readings={detail.pronunciations} speaking={voice.speaking} onSpeak={voice.toggle} />
      </div>
    </>
  );
}
