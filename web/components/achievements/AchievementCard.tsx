import type { AchievementTemplate } from "../../api.ts";
import { formatDateTime } from "../tasks/task-rules.ts";
import { AchievementRewards } from "./AchievementRewards.tsx";

/** One achievement: unlocked (bright, with the date) or locked (greyed, with the progress towards it, e.g. 3/10). */
export function AchievementCard({ achievement: a }: { achievement: AchievementTemplate }) {
  const progress = a.progress;
  const unlocked = !!progress?.unlocked;
  const current = progress ? (unlocked ? progress.threshold : progress.current) : 0;
  const percent = Math.round((Math.min(current, a.threshold) / Math.max(1, a.threshold)) * 100);
  return (
    <li className="panel achievement-card" data-unlocked={unlocked || undefined} aria-label={`${a.name}，${unlocked ? "已解锁" : "未解锁"}`}>
      <span className="achievement-icon" aria-hidden="true">
        {unlocked ? a.icon : "🔒"}
      </span>
      <div className="achievement-body">
        <h3>{a.name}</h3>
        <p className="achievement-desc">{a.description}</p>
        <div className="achievement-progress">
          <div
            className="achievement-bar"
            role="progressbar"
            aria-label={`${a.name}的进度`}
            aria-valuemin={0}
            aria-valuemax={a.threshold}
            aria-valuenow={current}
            aria-valuetext={`${current}/${a.threshold}`}
          >
            <div className="achievement-bar-fill" style={{ width: `${percent}%` }} />
          </div>
          <span className="achievement-count">
            {current}/{a.threshold}
          </span>
        </div>
        <div className="achievement-foot">
          <AchievementRewards xp={a.xp_reward} emeralds={a.emeralds_reward} diamonds={a.diamonds_reward} />
          {unlocked && progress?.unlocked_at ? <small className="muted">{formatDateTime(progress.unlocked_at).slice(0, 10)} 解锁</small> : null}
        </div>
      </div>
    </li>
  );
}
