import type { CharacterDetail } from "../../api.ts";
import { frequencyLabel } from "../../lib/dictionary-format.ts";

/** Frequency 0-5 as five blocks, filled up to the level, with its name. */
function FrequencyMeter({ level }: { level: number }) {
  return (
    <span className="dict-meter" role="img" aria-label={`常用程度 ${level} 级（共 5 级）：${frequencyLabel(level)}`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={n <= level ? "dict-meter-block dict-meter-on" : "dict-meter-block"} aria-hidden="true" />
      ))}
      <span aria-hidden="true" className="dict-meter-label">
        {frequencyLabel(level)}
      </span>
    </span>
  );
}

/** The character's facts (spec §2): forms, radicals, strokes, structure, frequency level. */
export function CharacterFacts({ detail }: { detail: CharacterDetail }) {
  const readings = detail.pronunciations.map((p) => p.pinyin);
  return (
    <dl className="dict-facts">
      <dt>拼音</dt>
      <dd className="dict-pinyin">{readings.length ? readings.join("、") : detail.pinyin}</dd>
      <dt>繁体</dt>
      <dd lang="zh-TW">{detail.traditional && detail.traditional !== detail.char ? detail.traditional : `${detail.char}（同简体）`}</dd>
      <dt>异体字</dt>
      <dd>{detail.variant || "无"}</dd>
      <dt>部首</dt>
      <dd>{detail.radicals || "—"}</dd>
      <dt>笔画</dt>
      <dd>{detail.strokes ? `${detail.strokes} 画` : "—"}</dd>
      <dt>结构</dt>
      <dd>{detail.structure || "—"}</dd>
      <dt>常用程度</dt>
      <dd>
        <FrequencyMeter level={detail.frequency} />
      </dd>
    </dl>
  );
}
