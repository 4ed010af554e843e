import { useId, useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { session } from "../../state/session.ts";
import { quickAddTask, TASK_MESSAGES } from "../../state/tasks.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { TextField } from "../TextField.tsx";
import { SUBJECTS } from "./task-rules.ts";

type Props = { open: boolean; onClose: () => void; onDone: (message: string) => void };

/** Quick-add a temporary task (spec §5, §9): a subject and what to do; 5 XP, due by the weekday rule. */
export function QuickAddModal({ open, onClose, onDone }: Props) {
  return (
    <Modal open={open} title="添加临时任务" onClose={onClose}>
      <QuickAddForm onClose={onClose} onDone={onDone} />
    </Modal>
  );
}

function QuickAddForm({ onClose, onDone }: Omit<Props, "open">) {
  const snap = useSnapshot(session);
  const subjectId = useId();
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; content?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!snap.profile) return setFailure(TASK_MESSAGES.noProfile);
    const next = { subject: subject ? undefined : TASK_MESSAGES.subject, content: content.trim() ? undefined : TASK_MESSAGES.content };
    setErrors(next);
    if (next.subject || next.content) return;
    setBusy(true);
    try {
      await quickAddTask(subject, content.trim());
      onDone("临时任务已添加");
    } catch (error) {
      setFailure(error instanceof Error ? error.message : TASK_MESSAGES.addFailed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Notice tone="error">{failure}</Notice>
      <div className="field">
        <label htmlFor={subjectId} className="field-label">
          学科
        </label>
        <select
          id={subjectId}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
        >
          <option value="">请选择学科</option>
          {SUBJECTS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        {errors.subject ? (
          <small id={`${subjectId}-error`} className="field-error">
            {errors.subject}
          </small>
        ) : null}
      </div>
      <TextField label="任务内容" name="content" maxLength={200} placeholder="例如：完成数学练习册第12页" value={content} onValueChange={setContent} error={errors.content} />
      <p className="muted small-print">临时任务完成后可获得 5 经验值，自己点击「完成」即可领取。</p>
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="submit" aria-busy={busy} disabled={busy}>
          添加
        </button>
      </div>
    </form>
  );
}
