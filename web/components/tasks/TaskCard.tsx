import type { TaskInstance } from "../../api.ts";
import { DeadlineLine } from "./DeadlineLine.tsx";
import { RewardChips } from "./RewardChips.tsx";
import { cardActions, SOURCE_LABELS, STATUS_LABELS, TASK_TYPE_LABELS, taskName, wasRejected } from "./task-rules.ts";
import { TaskGlyph } from "./TaskGlyph.tsx";

export type CardAction = "accept" | "submit" | "modify" | "complete" | "detail" | "edit";

type Props = {
  task: TaskInstance;
  onAction: (action: CardAction, task: TaskInstance) => void;
  /** The card whose accept or complete call is running. */
  busy?: boolean;
};

/** One task on the daily tasks page (spec 1-core §2): what it is, what it pays, when it is due, and its buttons. */
export function TaskCard({ task, onAction, busy = false }: Props) {
  const can = cardActions(task);
  const name = taskName(task);
  const rejected = wasRejected(task);
  const kind = task.template ? TASK_TYPE_LABELS[task.template.task_type] : SOURCE_LABELS[task.source_type];
  const act = (action: CardAction) => () => onAction(action, task);

  return (
    <article className="panel task-card" data-status={task.status} aria-labelledby={`task-${task.id}`}>
      <header className="task-card-head">
        <TaskGlyph code={task.template?.icon?.icon_code ?? task.template?.category?.icon} />
        <div className="task-card-title">
          <h3 id={`task-${task.id}`}>{name}</h3>
          <p className="task-tags">
            <span className={`status-tag status-${task.status.toLowerCase()}`}>{STATUS_LABELS[task.status]}</span>
            <span className="kind-tag">{kind}</span>
            {task.subject ? <span className="kind-tag">{task.subject}</span> : null}
            {task.template?.difficulty ? <span className="kind-tag">{task.template.difficulty.name}</span> : null}
          </p>
        </div>
      </header>
      {task.description ? <p className="task-card-desc">{task.description}</p> : null}
      <RewardChips {...task.rewards} />
      <DeadlineLine due={task.due_date} status={task.status} />
      {rejected ? (
        <p className="task-rejected" role="note">
          GM退回了你的提交{task.gm_feedback.notes ? `：${task.gm_feedback.notes}` : ""}
        </p>
      ) : null}
      <div className="task-card-actions">
        {can.accept ? (
          <button type="button" onClick={act("accept")} disabled={busy} aria-busy={busy}>
            接受任务
          </button>
        ) : null}
        {can.submit ? (
          <button type="button" onClick={act("submit")} disabled={busy}>
            {rejected ? "重新提交" : "提交任务"}
          </button>
        ) : null}
        {can.modify ? (
          <button type="button" className="secondary" onClick={act("modify")} disabled={busy}>
            修改提交
          </button>
        ) : null}
        {can.complete ? (
          <button type="button" className="gold" onClick={act("complete")} disabled={busy} aria-busy={busy}>
            完成
          </button>
        ) : null}
        <button type="button" className="secondary" onClick={act("detail")}>
          查看详情
        </button>
        {can.edit ? (
          <button type="button" className="secondary" onClick={act("edit")} disabled={busy}>
            编辑
          </button>
        ) : null}
      </div>
    </article>
  );
}
