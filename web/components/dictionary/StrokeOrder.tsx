import { useEffect, useRef, useState } from "react";
import type HanziWriter from "hanzi-writer";
import { loadStrokes } from "../../state/dictionary.ts";

type Props = { char: string };
type Phase = "loading" | "ready" | "failed";

/** Writer size: fills the box on a phone, capped on larger screens. */
const sizeOf = (box: HTMLElement) => Math.max(160, Math.min(260, Math.floor(box.clientWidth || 240)));

/**
 * The animated stroke order (hanzi-writer), drawn on a 田字格. hanzi-writer loads lazily (its own
 * chunk, so the first page stays small) and takes its stroke data from our API through
 * `charDataLoader`, never from its CDN. Controls: play the whole character, or step stroke by stroke.
 */
export function StrokeOrder({ char }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const writer = useRef<HanziWriter | null>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [strokeCount, setStrokeCount] = useState(0);
  /** Strokes drawn so far in step mode; null while the whole-character animation is in charge. */
  const [step, setStep] = useState<number | null>(null);
  const [drawing, setDrawing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setPhase("loading");
    setStep(null);
    setDrawing(false);
    const target = box.current;
    if (!target) return;
    import("hanzi-writer")
      .then(({ default: Writer }) => {
        if (cancelled) return;
        target.replaceChildren();
        const size = sizeOf(target);
        writer.current = Writer.create(target, char, {
          width: size,
          height: size,
          padding: 12,
          showOutline: true,
          showCharacter: false,
          strokeColor: "#1e1e1e",
          radicalColor: "#2f6b12",
          outlineColor: "#d2cbbd",
          highlightColor: "#f2c94c",
          strokeAnimationSpeed: 1,
          delayBetweenStrokes: 250,
          charDataLoader: (c, onLoad, onError) => {
            loadStrokes(c).then(onLoad, onError);
          },
          onLoadCharDataSuccess: (data) => {
            if (cancelled) return;
            setStrokeCount(data.strokes.length);
            setPhase("ready");
            // Plays once by itself, unless the child's device asks for less motion.
            if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) void writer.current?.showCharacter();
            else void writer.current?.animateCharacter();
          },
          onLoadCharDataError: () => !cancelled && setPhase("failed"),
        });
      })
      .catch(() => !cancelled && setPhase("failed"));
    return () => {
      cancelled = true;
      void writer.current?.pauseAnimation();
      writer.current = null;
      target.replaceChildren();
    };
  }, [char]);

  const play = () => {
    setStep(null);
    setDrawing(false);
    void writer.current?.animateCharacter();
  };

  // One stroke at a time: a tap while a stroke is still drawing would leave it half drawn.
  const nextStroke = async () => {
    const w = writer.current;
    if (!w || drawing) return;
    const done = step === null || step >= strokeCount ? 0 : step;
    setDrawing(true);
    if (done === 0) await w.hideCharacter({ duration: 0 });
    setStep(done + 1);
    await w.animateStroke(done);
    setDrawing(false);
  };

  const restart = async () => {
    await writer.current?.hideCharacter({ duration: 0 });
    setStep(0);
  };

  return (
    <div className="dict-stroke">
      <div
        ref={box}
        className="dict-stroke-target"
        data-testid="stroke-order"
        role="img"
        aria-label={phase === "ready" ? `“${char}”的笔顺动画，共 ${strokeCount} 画` : `“${char}”的笔顺`}
      />
      {phase === "loading" ? <p className="muted dict-stroke-note">正在加载笔顺…</p> : null}
      {phase === "failed" ? <p className="muted dict-stroke-note">暂时无法显示这个字的笔顺</p> : null}
      {phase === "ready" ? (
        <>
          <p className="dict-stroke-note" aria-live="polite">
            {step === null ? `共 ${strokeCount} 画` : `第 ${step} / ${strokeCount} 画`}
          </p>
          <div className="dict-stroke-controls">
            <button type="button" onClick={play}>
              ▶ 播放笔顺
            </button>
            <button type="button" className="secondary" onClick={nextStroke} disabled={drawing}>
              {step !== null && step >= strokeCount ? "从第一笔再来" : "下一笔"}
            </button>
            <button type="button" className="secondary" onClick={restart} disabled={step === 0}>
              清空
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
