import { Modal } from "../Modal.tsx";

type Props = { open: boolean; title: string; message: string; confirmLabel?: string; busy?: boolean; onConfirm: () => void; onCancel: () => void };

/** A themed yes/no question (deleting metadata needs a confirm prompt, 3-gm §5). */
export function ConfirmDialog({ open, title, message, confirmLabel = "确定", busy = false, onConfirm, onCancel }: Props) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p>{message}</p>
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
          取消
        </button>
        <button type="button" className="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
