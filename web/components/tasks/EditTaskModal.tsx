import { useEffect, useId, useState, type FormEvent } from "react";
import type { TaskInstance, TaskWeapon, ToolSession } from "../../api.ts";
import { editTask, loadTaskWeapon, setTaskWeapon, TASK_MESSAGES } from "../../state/tasks.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { TextField } from "../TextField.tsx";
import { SUBJECTS } from "./task-rules.ts";
import { TextAreaField } from "../TextAreaField.tsx";

type Props = { task: TaskInstance | null; onClose: () => void; onDone: (message: string) => void };

/** The player's task edit modal (spec §5): name required; description and weapon optional. Only for their own quick-add tasks. */
export function EditTaskModal({ task, onClose, onDone }: Props) {
  return (
    <Modal open={!!task} title="编辑任务" onClose={onClose}>
      {task ? <EditForm key={task.id} task={task} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function EditForm({ task, onClose, onDone }: { task: TaskInstance } & Omit<Props, "task">) {
  const ids = { subject: useId(), weapon: useId() };
  const [name, setName] = useState(task.gm_added_name ?? task.name);
  const [description, setDescription] = useState(task.gm_added_description ?? "");
  const [subject, setSubject] = useState(task.subject ?? "");
  const [weapons, setWeapons] = useState<TaskWeapon[]>([]);
  const [session, setSession] = useState<ToolSession | null>(null);
  const [weaponId, setWeaponId] = useState("");
  const [weaponError, setWeaponError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadTaskWeapon(task.id).then(
      (found) => {
        setWeapons(found.weapons);
        setSession(found.session);
        setWeaponId(found.session?.tool_id ?? "");
      },
      (error: Error) => setWeaponError(error.message),
    );
  }, [task.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) return setNameError(TASK_MESSAGES.name);
    setNameError(null);
    setBusy(true);
    try {
      if (!weaponError) await setTaskWeapon(task.id, session, weaponId || null);
      await editTask(task.id, { gm_added_name: name.trim(), gm_added_description: description.trim() || null, subject: subject || null });
      onDone("任务已更新");
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : TASK_MESSAGES.editFailed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Notice tone="error">{failure}</Notice>
      <TextField label="任务名称" name="name" maxLength={100} value={name} onValueChange={setName} error={nameError} />
      <TextAreaField label="任务描述（可选）" name="description" maxLength={2000} value={description} onValueChange={setDescription} />
      <div className="field">
        <label htmlFor={ids.subject} className="field-label">
          学科
        </label>
        <select id={ids.subject} value={subject} onChange={(e) => setSubject(e.target.value)}>
          <option value="">未选择</option>
          {SUBJECTS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.weapon} className="field-label">
          使用的武器（可选）
        </label>
        <select id={ids.weapon} value={weaponId} onChange={(e) => setWeaponId(e.target.value)} disabled={!!weaponError}>
          <option value="">不使用武器</option>
          {weapons.map((w) => (
            <option key={w.id} value={w.id}>
              {w.icon} {w.name}
            </option>
          ))}
        </select>
        {weaponError ? <small className="field-error">{weaponError}</small> : null}
      </div>
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="submit" aria-busy={busy} disabled={busy}>
          保存
        </button>
      </div>
    </form>
  );
}
