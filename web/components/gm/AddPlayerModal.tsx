import { useId, useState, type FormEvent } from "react";
import type { CreatedPlayer } from "../../api.ts";
import { GRADES } from "../../lib/grades.ts";
import { validEmail } from "../../lib/validation.ts";
import { addPlayer, PLAYER_MESSAGES } from "../../state/players.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { TextField } from "../TextField.tsx";
import { CodeCard } from "./CodeCard.tsx";

type Props = { open: boolean; onClose: () => void; onAdded: (message: string) => void };

/** The add-player dialog (3-gm §2.1, §5; D3): on success it shows the one-time setup code and link once. */
export function AddPlayerModal({ open, onClose, onAdded }: Props) {
  const [created, setCreated] = useState<CreatedPlayer | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal open={open} title={created ? "玩家添加成功！" : "添加玩家"} onClose={close}>
      {created ? (
        <>
          <CodeCard
            title="账号设置代码"
            playerName={created.player.full_name ?? created.player.username}
            username={created.player.username}
            code={created.setup_code}
            link={created.setup_link}
            expiresAt={created.expires_at}
          />
          <div className="modal-actions no-print">
            <button type="button" onClick={close}>
              完成
            </button>
          </div>
        </>
      ) : (
        <AddPlayerForm
          onCancel={close}
          onCreated={(result) => {
            setCreated(result);
            onAdded(PLAYER_MESSAGES.added);
          }}
        />
      )}
    </Modal>
  );
}

function AddPlayerForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (created: CreatedPlayer) => void }) {
  const gradeId = useId();
  const [form, setForm] = useState({ email: "", username: "", name: "", grade: "", school: "" });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!form.email.trim() || !form.username.trim() || !form.name.trim()) return setFailure(PLAYER_MESSAGES.required);
    if (!validEmail(form.email)) return setFailure(PLAYER_MESSAGES.email);
    setBusy(true);
    try {
      const created = await addPlayer({
        email: form.email.trim(),
        username: form.username.trim(),
        name: form.name.trim(),
        grade: (form.grade || null) as (typeof GRADES)[number] | null,
        school: form.school.trim() || null,
      });
      onCreated(created);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : PLAYER_MESSAGES.addFailed);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Notice tone="error">{failure}</Notice>
      <TextField label="邮箱 *" name="email" type="email" autoComplete="off" value={form.email} onValueChange={set("email")} />
      <TextField label="玩家名 *" name="username" autoComplete="off" hint="玩家用它登录：2-20个字母、数字、下划线或汉字" value={form.username} onValueChange={set("username")} />
      <TextField label="姓名 *" name="name" autoComplete="off" value={form.name} onValueChange={set("name")} />
      <div className="field">
        <label htmlFor={gradeId} className="field-label">
          年级
        </label>
        <select id={gradeId} value={form.grade} onChange={(e) => set("grade")(e.target.value)}>
          <option value="">未设置</option>
          {GRADES.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
      </div>
      <TextField label="学校" name="school" maxLength={100} value={form.school} onValueChange={set("school")} />
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onCancel} disabled={busy}>
          取消
        </button>
        <button type="submit" aria-busy={busy} disabled={busy}>
          添加玩家
        </button>
      </div>
    </form>
  );
}
