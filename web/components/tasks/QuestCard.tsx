import type { TaskTemplate } from "../../api.ts";
import { RewardChips } from "./RewardChips.tsx";
import { TASK_TYPE_LABELS } from "./task-rules.ts";
import { TaskGlyph } from "./TaskGlyph.tsx";

type Props = { template: TaskTemplate; onAccept: (template: TaskTemplate) => void; busy: boolean };

/** Template rewards as accepting would pay them: scaled by the difficulty's multiplier (D7). */
export function templateRewards(t: Pick<TaskTemplate, "xp_reward" | "emeralds_reward" | "diamonds_reward" | "difficulty">) {
  const m = t.difficulty?.reward_multiplier ?? 1;
  const scale = (n: number) => Math.round(Number((n * m).toFixed(6)));
  return { xp: scale(t.xp_reward), emeralds: scale(t.emeralds_reward), diamonds: scale(t.diamonds_reward) };
}

/** One quest on the 冒险公告板: what it is, its type, difficulty and reward, and the accept button. */
export function QuestCard({ template, onAccept, busy }: Props) {
  const long = template.task_type !== "DAILY_QUEST" && template.task_type !== "WEEKLY_QUEST";
  return (
    <article className="panel quest-card" aria-labelledby={`quest-${template.id}`}>
      <header className="task-card-head">
        <TaskGlyph code={template.icon?.icon_code ?? template.category?.icon} size="2rem" />
        <div className="task-card-title">
          <h3 id={`quest-${template.id}`}>{template.name}</h3>
          <p className="task-tags">
            <span className={`kind-tag type-${template.task_type.toLowerCase()}`}>{TASK_TYPE_LABELS[template.task_type]}</span>
            {template.category ? <span className="kind-tag">{template.category.name}</span> : null}
            {template.difficulty ? (
              <span className="kind-tag" title={`奖励倍率 ×${template.difficulty.reward_multiplier}`}>
                {template.difficulty.icon} {template.difficulty.name}
              </span>
            ) : null}
          </p>
        </div>
      </header>
      {template.description ? <p className="task-card-desc">{template.description}</p> : null}
      {long && template.duration_days ? <p className="muted">持续 {template.duration_days} 天</p> : null}
      <RewardChips {...templateRewards(template)} />
      <div className="task-card-actions">
        <button type="button" onClick={() => onAccept(template)} disabled={busy} aria-busy={busy}>
          接受任务
        </button>
      </div>
    </article>
  );
}
