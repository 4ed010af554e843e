import { Link } from "wouter";
import type { DictType, HitOf } from "../../api.ts";
import { byline } from "../../lib/dictionary-format.ts";
import { detailHref } from "../../lib/dictionary-links.ts";
import { Highlighted } from "./Highlighted.tsx";
import { Tags } from "./Tags.tsx";

/** A character as a big tile: the character, its readings, radical and strokes. */
function CharacterCard({ hit }: { hit: HitOf["characters"] }) {
  return (
    <Link href={detailHref("characters", hit.id)} className="panel dict-hit dict-char-tile" aria-label={`${hit.char} ${hit.readings.join(" ")}`}>
      <span className="dict-char-glyph" lang="zh-CN">
        {hit.char}
      </span>
      <span className="dict-pinyin">{hit.readings.join(" / ")}</span>
      <span className="muted dict-hit-meta">{byline(hit.radical ? `部首 ${hit.radical}` : null, hit.strokes ? `${hit.strokes} 画` : null)}</span>
    </Link>
  );
}

function LexemeCard({ href, head, pinyin, definition }: { href: string; head: string; pinyin: string; definition: string | null }) {
  return (
    <Link href={href} className="panel dict-hit">
      <span className="dict-hit-title">{head}</span>
      <span className="dict-pinyin">{pinyin}</span>
      {definition ? <span className="dict-hit-text">{definition}</span> : null}
    </Link>
  );
}

function PoemCard({ hit }: { hit: HitOf["poems"] }) {
  return (
    <Link href={detailHref("poems", hit.id)} className="panel dict-hit">
      <span className="dict-hit-title">{hit.title}</span>
      <span className="muted dict-hit-meta">{byline(hit.dynasty, hit.author)}</span>
      <span className="dict-hit-text dict-verse">
        <Highlighted snippet={hit.snippet} />
      </span>
    </Link>
  );
}

function TextCard({ hit }: { hit: HitOf["classical-texts"] }) {
  return (
    <Link href={detailHref("classical-texts", hit.id)} className="panel dict-hit">
      <span className="dict-hit-title">{hit.title}</span>
      <span className="muted dict-hit-meta">{byline(hit.book !== hit.title ? `《${hit.book}》` : null, hit.chapter, hit.dynasty, hit.author)}</span>
      <span className="dict-hit-text dict-verse">
        <Highlighted snippet={hit.snippet} />
      </span>
    </Link>
  );
}

function ClassicalPoemCard({ hit }: { hit: HitOf["classical-poems"] }) {
  return (
    <Link href={detailHref("classical-poems", hit.id)} className="panel dict-hit">
      <span className="dict-hit-title">{hit.title}</span>
      <span className="muted dict-hit-meta">{byline(hit.dynasty, hit.writer)}</span>
      <span className="dict-hit-text dict-verse">
        <Highlighted snippet={hit.snippet} />
      </span>
      {hit.shangxi_snippet ? (
        <span className="dict-hit-text muted">
          赏析：
          <Highlighted snippet={hit.shangxi_snippet} />
        </span>
      ) : null}
      <Tags tags={hit.type} max={3} />
    </Link>
  );
}

/** One card per hit of a type; each links to its detail page (spec §2). */
export function HitCards<T extends DictType>({ type, hits }: { type: T; hits: readonly HitOf[T][] }) {
  const list = hits as readonly HitOf[DictType][];
  if (type === "characters") {
    return (
      <div className="dict-char-grid">
        {(list as HitOf["characters"][]).map((hit) => (
          <CharacterCard key={hit.id} hit={hit} />
        ))}
      </div>
    );
  }
  return (
    <div className="dict-hit-grid">
      {list.map((hit) => {
        switch (type) {
          case "words": {
            const h = hit as HitOf["words"];
            return <LexemeCard key={h.id} href={detailHref("words", h.id)} head={h.word} pinyin={h.pinyin} definition={h.definition} />;
          }
          case "idioms": {
            const h = hit as HitOf["idioms"];
            return <LexemeCard key={h.id} href={detailHref("idioms", h.id)} head={h.idiom} pinyin={h.pinyin} definition={h.definition} />;
          }
          case "poems":
            return <PoemCard key={hit.id} hit={hit as HitOf["poems"]} />;
          case "classical-texts":
            return <TextCard key={hit.id} hit={hit as HitOf["classical-texts"]} />;
          default:
            return <ClassicalPoemCard key={hit.id} hit={hit as HitOf["classical-poems"]} />;
        }
      })}
    </div>
  );
}
