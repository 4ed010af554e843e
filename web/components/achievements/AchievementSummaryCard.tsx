import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { Link } from "wouter";
import type { AchievementTemplate } from "../../api.ts";
import { playClick } from "../../lib/click-sound.ts";
import { ROUTES } from "../../routes.ts";
import { achievements, loadAchievements } from "../../state/achievements.ts";

/** The profile's achievements card: how many are unlocked, their icons, and the way to /progress. */
export function AchievementSummaryCard() {
  const snap = useSnapshot(achievements);
  useEffect(() => void loadAchievements(), []);
  const list = snap.list as AchievementTemplate[];
  const unlocked = list.filter((a) => a.progress?.unlocked);
  return (
    <Link href={ROUTES.progress} className="panel stat-card achievement-summary" onClick={playClick} aria-label={`成就 ${unlocked.length}/${list.length}，查看成长记录`}>
      <span className="stat-title">成就</span>
      <span className="stat-value">
        {snap.status === "ready" ? unlocked.length : "—"}
        <small> / {snap.status === "ready" ? list.length : "—"}</small>
      </span>
      <span className="achievement-summary-icons" aria-hidden="true">
        {unlocked.length > 0 ? unlocked.slice(0, 6).map((a) => <span key={a.id}>{a.icon}</span>) : <span className="muted">完成任务来解锁第一个成就吧</span>}
      </span>
      <span className="muted">查看成长记录 →</span>
    </Link>
  );
}
