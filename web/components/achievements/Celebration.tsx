import { useEffect, useId } from "react";
import { useSnapshot } from "valtio";
import type { UnlockedAchievement } from "../../api.ts";
import { catchUpCelebrations, celebrations, dismissCelebration } from "../../state/achievements.ts";
import { session } from "../../state/session.ts";
import { AchievementRewards } from "./AchievementRewards.tsx";

/** A celebration stays this long unless closed first (long enough to read, short enough not to nag). */
export const CELEBRATION_MS = 12_000;

type Props = {
  /** The name to show for someone else's unlock (the GM sees their players'). */
  nameOf?: (achievement: UnlockedAchievement) => string;
};

/**
 * The achievement celebration: a block-style toast with the icon, name and rewards, and a jingle
 * (played by the store when one starts). It does not block the page (a GM approving a queue of
 * submissions keeps working) and leaves by itself. A player's area also catches up on unlocks
 * that happened while they were away: on arrival, on coming back to the tab, and whenever their
 * numbers change (an approval seen through refreshProfile, a completion, a redemption).
 */
export function Celebration({ nameOf = (a) => a.username }: Props) {
  const titleId = useId();
  const queue = useSnapshot(celebrations).queue;
  const profile = useSnapshot(session).profile;
  const playerId = profile?.role === "PLAYER" ? profile.id : null;
  const numbers = profile ? `${profile.player_level}:${profile.player_xp}:${profile.emeralds}:${profile.diamonds}` : "";

  useEffect(() => {
    if (!playerId) return;
    const visit = () => document.visibilityState === "visible" && void catchUpCelebrations(playerId);
    visit();
    document.addEventListener("visibilitychange", visit);
    return () => document.removeEventListener("visibilitychange", visit);
  }, [playerId, numbers]);

  const current = queue[0] as UnlockedAchievement | undefined;
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissCelebration(current.id), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [current?.id]);

  if (!current) return null;
  const mine = current.player_id === profile?.id;
  const title = mine ? "成就解锁！" : "玩家解锁了成就！";
  return (
    <section key={current.id} className="panel celebration-toast" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <header className="celebration-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label="关闭" onClick={() => dismissCelebration(current.id)}>
          ×
        </button>
      </header>
      <p className="visually-hidden" role="status">
        {mine ? "" : nameOf(current)}
        {title}
        {current.name}
      </p>
      <div className="celebration">
        <div className="celebration-burst" aria-hidden="true">
          <span className="celebration-icon">{current.icon}</span>
        </div>
        <div className="celebration-text">
          {mine ? null : <p className="celebration-who">{nameOf(current)}</p>}
          <p className="celebration-name">{current.name}</p>
          <p className="muted">{current.description}</p>
          <AchievementRewards xp={current.xp_awarded} emeralds={current.emeralds_awarded} diamonds={current.diamonds_awarded} />
        </div>
      </div>
      <div className="celebration-actions">
        {queue.length > 1 ? <span className="muted small-print">还有 {queue.length - 1} 个新成就</span> : null}
        <button type="button" className="gold small" onClick={() => dismissCelebration(current.id)}>
          {queue.length > 1 ? "下一个" : "太棒了！"}
        </button>
      </div>
    </section>
  );
}
