import { Link } from "wouter";
import type { CharacterDetail } from "../../api.ts";
import { ROUTES, withId } from "../../routes.ts";
import { SpeakButton } from "./SpeakButton.tsx";

type Reading = CharacterDetail["pronunciations"][number];
type Props = { char: string; readings: readonly Reading[]; speaking: string | null; onSpeak: (text: string, key: string) => void };

/**
 * What the voice says for a reading: the character for the main one; for another reading an
 * example word, because a speech engine reads a lone 行 as xíng and never as háng.
 */
function spokenText(char: string, reading: Reading): string {
  if (reading.is_primary) return char;
  return reading.explanations.flatMap((e) => e.words).find((w) => w.word.includes(char))?.word ?? char;
}

/** Each reading (spec §2): pinyin, primary marker, explanations, words and ancient-book excerpts. */
export function Pronunciations({ char, readings, speaking, onSpeak }: Props) {
  return (
    <>
      {readings.map((reading) => {
        const key = `reading-${reading.id}`;
        const spoken = spokenText(char, reading);
        return (
          <article key={reading.id} className="panel dict-reading" aria-labelledby={`${key}-title`}>
            <header className="dict-reading-header">
              <h3 id={`${key}-title`} className="dict-reading-pinyin">
                {reading.pinyin}
                {reading.is_primary ? <span className="role-tag">主要读音</span> : null}
              </h3>
              <SpeakButton label={spoken === char ? `朗读 ${reading.pinyin}` : `朗读「${spoken}」`} speaking={speaking === key} onClick={() => onSpeak(spoken, key)} />
            </header>
            {reading.explanations.length === 0 ? <p className="muted">暂无释义</p> : null}
            <ol className="dict-explanations">
              {reading.explanations.map((explanation, i) => (
                <li key={i}>
                  {explanation.content ? <p className="dict-explanation">{explanation.content}</p> : null}
                  {!explanation.content && explanation.gloss ? (
                    <p className="dict-explanation muted" lang="en">
                      英文释义：{explanation.gloss}
                    </p>
                  ) : null}
                  {explanation.words.length > 0 ? (
                    <div className="dict-words">
                      <h4>组词</h4>
                      <ul>
                        {explanation.words.map((w) => (
                          <li key={w.word}>
                            <Link href={withId(ROUTES.cihui, w.word)} className="dict-word-link">
                              {w.word}
                            </Link>
                            {w.text ? <span className="muted"> {w.text}</span> : null}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  {explanation.detail.length > 0 ? (
                    <div className="dict-excerpts">
                      <h4>古籍摘录</h4>
                      {explanation.detail.map((d, j) => (
                        <figure key={j} className="dict-excerpt">
                          <blockquote className="dict-verse">{d.text}</blockquote>
                          <figcaption>—— {d.book}</figcaption>
                        </figure>
                      ))}
                    </div>
                  ) : null}
                </li>
              ))}
            </ol>
          </article>
        );
      })}
    </>
  );
}
