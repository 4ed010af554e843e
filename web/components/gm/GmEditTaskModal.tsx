import { useState, type FormEvent } from "react";
import type { TaskInstance, TaskInstanceUpdate, TaskStatus } from "../../api.ts";
import { gmUpdateTask } from "../../state/gm.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { STATUS_LABELS, TASK_STATUSES, taskName } from "../tasks/task-rules.ts";
import { TextAreaField } from "../TextAreaField.tsx";
import { TextField } from "../TextField.tsx";
import { fromLocalInput, toLocalInput } from "./due-input.ts";
import { parseRewards, RewardInputs, rewardStrings, type RewardValues } from "./RewardInputs.tsx";
import { SelectField } from "./TemplateFields.tsx";

type Props = { task: TaskInstance | null; onClose: () => void; onDone: (message: string) => void };

/** The GM's task edit form (3-gm §2.1, §4): name, description, any status, rewards, due time, notes. */
export function GmEditTaskModal({ task, onClose, onDone }: Props) {
  return (
    <Modal open={!!task} title="编辑任务" onClose={onClose}>
      {task ? <EditForm key={task.id} task={task} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function EditForm({ task, onClose, onDone }: { task: TaskInstance } & Omit<Props, "task">) {
  const start = { name: taskName(task), description: task.description ?? "", rewards: rewardStrings(task.rewards), due: toLocalInput(task.due_date) };
  const [name, setName] = useState(start.name);
  const [description, setDescription] = useState(start.description);
  const [status, setStatus] = useState<TaskStatus>(task.status);
  const [rewards, setRewards] = useState<RewardValues>(start.rewards);
  const [due, setDue] = useState(start.due);
  const [notes, setNotes] = useState(task.gm_feedback.notes ?? "");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = parseRewards(rewards);
    const next = { name: name.trim() ? undefined : "请输入任务名称", ...(parsed.ok ? {} : parsed.errors) };
    setErrors(next);
    if (!parsed.ok || next.name) return;
    // Only what changed is sent: an untouched name or reward keeps following the template.
    const body: TaskInstanceUpdate = {};
    if (name.trim() !== start.name) body.gm_added_name = name.trim();
    if (description.trim() !== start.description) body.gm_added_description = description.trim() || null;
    if (status !== task.status) body.status = status;
    if (rewards.xp !== start.rewards.xp) body.gm_added_xp_reward = parsed.rewards.xp;
    if (rewards.emeralds !== start.rewards.emeralds) body.gm_added_emeralds_reward = parsed.rewards.emeralds;
    if (rewards.diamonds !== start.rewards.diamonds) body.gm_added_diamonds_reward = parsed.rewards.diamonds;
    if (due !== start.due && fromLocalInput(due)) body.due_date = fromLocalInput(due)!;
    if (notes.trim() !== (task.gm_feedback.notes ?? "")) body.notes_by_gm = notes.trim() || null;
    if (Object.keys(body).length === 0) return onClose();
    setBusy(true);
    try {
      const saved = await gmUpdateTask(task.id, body);
      onDone(saved.award ? `任务已完成，玩家获得 ${saved.award.xp} 经验值` : "任务已更新");
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Notice tone="error">{failure}</Notice>
      <TextField label="任务名称" maxLength={100} value={name} onValueChange={setName} error={errors.name} />
      <TextAreaField label="任务描述" maxLength={2000} value={description} onValueChange={setDescription} />
      <SelectField label="状态" value={status} onChange={(v) => setStatus(v as TaskStatus)} options={TASK_STATUSES.map((s) => ({ value: s, label: `${STATUS_LABELS[s]}（${s}）` }))} />
      {status === "COMPLETED" && task.status !== "COMPLETED" ? <p className="notice notice-info">设为已完成时，玩家会获得下面的奖励（每个任务只发放一次）。</p> : null}
      <RewardInputs values={rewards} onChange={setRewards} errors={errors} />
      <TextField label="截止时间" type="datetime-local" value={due} onValueChange={setDue} />
      <TextAreaField label="GM备注" maxLength={5000} value={notes} onValueChange={setNotes} />
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="submit" disabled={busy} aria-busy={busy}>
          保存
        </button>
      </div>
    </form>
  );
}
