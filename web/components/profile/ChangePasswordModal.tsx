import { useState, type FormEvent } from "react";
import { errorText } from "../../api.ts";
import { hasErrors, MESSAGES, validPassword, type FieldErrors } from "../../lib/validation.ts";
import { changePassword } from "../../state/session.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { TextField } from "../TextField.tsx";

const CHANGE_FAILED = "密码更新失败，请重试";
type Field = "current" | "next" | "confirm";

type Props = { open: boolean; onClose: () => void; onSaved: () => void };

/** The change-password modal (spec §5): three fields ≥ 6; a mismatch shows on the confirm field. */
export function ChangePasswordModal({ open, onClose, onSaved }: Props) {
  return (
    <Modal open={open} title="修改密码" onClose={onClose}>
      <ChangePasswordForm onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function ChangePasswordForm({ onClose, onSaved }: Omit<Props, "open">) {
  const [form, setForm] = useState({ current: "", next: "", confirm: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: Field) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: FieldErrors<Field> = {
      current: validPassword(form.current) ? undefined : MESSAGES.password,
      next: validPassword(form.next) ? undefined : MESSAGES.password,
      confirm: !validPassword(form.confirm) ? MESSAGES.password : form.confirm !== form.next ? MESSAGES.newPasswordMismatch : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (hasErrors(next)) return;
    setBusy(true);
    try {
      await changePassword(form.current, form.next);
      onSaved();
    } catch (error) {
      setFailure(errorText(error, CHANGE_FAILED));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Notice tone="error">{failure}</Notice>
      <TextField label="当前密码" name="current-password" type="password" autoComplete="current-password" value={form.current} onValueChange={set("current")} error={errors.current} />
      <TextField label="新密码" name="new-password" type="password" autoComplete="new-password" value={form.next} onValueChange={set("next")} error={errors.next} hint="至少6个字符" />
      <TextField label="确认新密码" name="confirm-password" type="password" autoComplete="new-password" value={form.confirm} onValueChange={set("confirm")} error={errors.confirm} />
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose} disabled={busy}>
          取消
        </button>
        <button type="submit" aria-busy={busy} disabled={busy}>
          更新密码
        </button>
      </div>
    </form>
  );
}
