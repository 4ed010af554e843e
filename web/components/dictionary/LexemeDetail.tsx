import { Link } from "wouter";
import type { IdiomDetail, WordDetail } from "../../api.ts";
import { textLines } from "../../lib/dictionary-format.ts";
import { Notice } from "../Notice.tsx";
import { SpeakButton } from "./SpeakButton.tsx";
import { useReadAloud } from "./useReadAloud.ts";

type Props = { head: string; detail: WordDetail | IdiomDetail; backHref: string };

function Citation({ title, citation }: { title: string; citation: { text: string | null; book: string } }) {
  return (
    <section className="dict-citation">
      <h2>{title}</h2>
      <figure className="dict-excerpt">
        {citation.text ? <blockquote className="dict-verse">{citation.text}</blockquote> : null}
        <figcaption>—— {citation.book}</figcaption>
      </figure>
    </section>
  );
}

/**
 * A word or an idiom (spec §2): headword, pinyin, abbreviation (pinyin initials), definition,
 * quote and origin with their books, and a back link to the search.
 */
export function LexemeDetail({ head, detail, backHref }: Props) {
  const voice = useReadAloud();
  const definition = textLines(detail.definition);
  const senses = detail.senses.filter((s) => !definition.includes(s));
  return (
    <article className="panel dict-lexeme" aria-labelledby="dict-lexeme-title">
      <header className="dict-lexeme-header">
        <h1 id="dict-lexeme-title" className="dict-lexeme-head" lang="zh-CN">
          {head}
        </h1>
        <p className="dict-pinyin dict-lexeme-pinyin">{detail.pinyin}</p>
        <p className="muted dict-abbr">
          拼音缩写 <strong>{detail.abbreviation.toUpperCase()}</strong>
        </p>
        <SpeakButton label="朗读" speaking={voice.speaking === head} onClick={() => voice.toggle(head)} />
        <Notice tone="info">{voice.unsupported}</Notice>
      </header>

      <section>
        <h2>释义</h2>
        {definition.length === 0 && senses.length === 0 ? <p className="muted">暂无中文释义</p> : null}
        {definition.map((line, i) => (
          <p key={i} className="dict-definition">
            {line}
          </p>
        ))}
        {senses.length > 0 ? (
          <ol className="dict-senses">
            {senses.map((sense, i) => (
              <li key={i}>{sense}</li>
            ))}
          </ol>
        ) : null}
        {detail.gloss ? (
          <p className="muted" lang="en">
            英文释义：{detail.gloss}
          </p>
        ) : null}
      </section>

      {detail.quote ? <Citation title="引用" citation={detail.quote} /> : null}
      {detail.origin ? <Citation title="出处" citation={detail.origin} /> : null}

      <footer className="dict-detail-footer">
        <Link href={backHref} className="button-link secondary">
          ← 返回搜索
        </Link>
      </footer>
    </article>
  );
}
