import { textLines } from "../../lib/dictionary-format.ts";

/** A poem or text, one line per stored line, in a serif face, centred for short verse lines. */
export function PoemText({ text, prose = false }: { text: string; prose?: boolean }) {
  return (
    <div className={prose ? "dict-poem-text dict-prose" : "dict-poem-text"} lang="zh-CN">
      {textLines(text).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </div>
  );
}
