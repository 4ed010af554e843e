import { useState, type FormEvent } from "react";
import type { TaskInstance } from "../../api.ts";
import { submitTask, TASK_MESSAGES } from "../../state/tasks.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { PhotoPicker, type PickedPhoto } from "./PhotoPicker.tsx";
import { taskName } from "./task-rules.ts";
import { TextAreaField } from "../TextAreaField.tsx";

type Props = { task: TaskInstance | null; onClose: () => void; onDone: (message: string) => void };

/** The task submission modal (spec §2, §5): a required note and optional photos; also modifies a pending submission. */
export function SubmitTaskModal({ task, onClose, onDone }: Props) {
  const modifying = task?.status === "PENDING_REVIEW";
  return (
    <Modal open={!!task} title={modifying ? "修改提交" : "提交任务"} onClose={onClose}>
      {task ? <SubmitForm key={task.id} task={task} onClose={onClose} onDone={onDone} /> : null}
    </Modal>
  );
}

function SubmitForm({ task, onClose, onDone }: { task: TaskInstance } & Omit<Props, "task">) {
  // Resubmitting after a rejection or modifying starts from what was sent before.
  const [notes, setNotes] = useState(task.notes_by_player ?? "");
  const [kept, setKept] = useState<string[]>(task.submission_attachment_urls);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [notesError, setNotesError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!notes.trim()) return setNotesError(TASK_MESSAGES.notes);
    setNotesError(null);
    setBusy(true);
    try {
      await submitTask(task, notes, kept, photos.map((p) => p.blob));
      onDone(task.status === "PENDING_REVIEW" ? "提交已更新，等待GM审核" : "任务已提交，等待GM审核");
    } catch (error) {
      setFailure(error instanceof Error ? error.message : TASK_MESSAGES.submitFailed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="modal-lead">
        <strong>{taskName(task)}</strong>
      </p>
      <Notice tone="error">{failure}</Notice>
      <TextAreaField
        label="任务完成说明"
        name="notes"
        rows={4}
        maxLength={2000}
        placeholder="说说你是怎么完成这个任务的"
        value={notes}
        onValueChange={setNotes}
        error={notesError}
      />
      <PhotoPicker kept={kept} onKeptChange={setKept} photos={photos} onPhotosChange={setPhotos} onBusyChange={setProcessing} />
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="submit" aria-busy={busy} disabled={busy || processing}>
          {busy ? "提交中…" : "提交"}
        </button>
      </div>
    </form>
  );
}
