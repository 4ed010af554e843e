type Props = { xp: number; toNext: number; showText?: boolean; className?: string };

/** The segmented experience bar: its fill is player_xp / xp_to_next_level (spec §2). */
export function XpBar({ xp, toNext, showText = false, className }: Props) {
  const ratio = toNext > 0 ? Math.min(1, Math.max(0, xp / toNext)) : 0;
  const percent = Math.round(ratio * 1000) / 10;
  return (
    <div className={className ? `xp-bar-wrap ${className}` : "xp-bar-wrap"}>
      <div
        className="xp-bar"
        role="progressbar"
        aria-label="经验值"
        aria-valuemin={0}
        aria-valuemax={toNext}
        aria-valuenow={xp}
        aria-valuetext={`${xp} / ${toNext} 经验`}
      >
        <div className="xp-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      {showText ? (
        <span className="xp-bar-text">
          {xp} / {toNext} XP
        </span>
      ) : null}
    </div>
  );
}
