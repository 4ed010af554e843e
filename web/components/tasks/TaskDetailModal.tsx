import type { TaskInstance } from "../../api.ts";
import { Modal } from "../Modal.tsx";
import { GmFeedbackView } from "./GmFeedbackView.tsx";
import { RewardChips } from "./RewardChips.tsx";
import { formatDateTime, SOURCE_LABELS, STATUS_LABELS, TASK_TYPE_LABELS, taskName, wasRejected } from "./task-rules.ts";

type Props = { task: TaskInstance | null; onClose: () => void };

/** The task detail view (spec §2 modals): everything about one task, the GM's notes, annotations and feedback included. */
export function TaskDetailModal({ task, onClose }: Props) {
  return (
    <Modal open={!!task} title="任务详情" onClose={onClose}>
      {task ? <TaskDetail task={task} /> : null}
    </Modal>
  );
}

function TaskDetail({ task }: { task: TaskInstance }) {
  const paid = task.status === "COMPLETED" && task.awarded_xp !== null;
  const facts: [string, string | null | undefined][] = [
    ["状态", STATUS_LABELS[task.status]],
    ["类型", task.template ? TASK_TYPE_LABELS[task.template.task_type] : SOURCE_LABELS[task.source_type]],
    ["学科", task.subject],
    ["分类", task.template?.category?.name],
    ["难度", task.template?.difficulty?.name],
    ["接受时间", formatDateTime(task.accepted_at)],
    ["截止时间", formatDateTime(task.due_date)],
    ["提交时间", formatDateTime(task.submitted_at)],
    ["完成时间", formatDateTime(task.completed_at)],
  ];
  return (
    <div className="task-detail">
      <h3>{taskName(task)}</h3>
      {task.description ? <p>{task.description}</p> : null}
      <p>
        {paid ? "获得奖励：" : "奖励："}
        <RewardChips
          xp={paid ? task.awarded_xp! : task.rewards.xp}
          emeralds={paid ? (task.awarded_emeralds ?? 0) : task.rewards.emeralds}
          diamonds={paid ? (task.awarded_diamonds ?? 0) : task.rewards.diamonds}
        />
      </p>
      {/* The GM's words come first: they are what a child opens the detail for. */}
      <GmFeedbackView feedback={task.gm_feedback} rejected={wasRejected(task)} />
      <dl className="detail-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {task.notes_by_player || task.submission_attachment_urls.length > 0 ? (
        <section aria-label="我的提交">
          <h4>我的提交</h4>
          {task.notes_by_player ? <p className="player-notes">{task.notes_by_player}</p> : null}
          <div className="photo-strip">
            {task.submission_attachment_urls.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noreferrer" className="photo-thumb">
                <img src={url} alt={`提交的照片${index + 1}`} loading="lazy" />
              </a>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
