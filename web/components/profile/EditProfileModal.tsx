import { useId, useState, type FormEvent } from "react";
import { errorText, type UserView } from "../../api.ts";
import { GRADES } from "../../lib/grades.ts";
import { MESSAGES, validName } from "../../lib/validation.ts";
import { updateProfile, uploadAvatar } from "../../state/session.ts";
import { Modal } from "../Modal.tsx";
import { Notice } from "../Notice.tsx";
import { TextField } from "../TextField.tsx";
import { AvatarPicker } from "./AvatarPicker.tsx";

const UPDATE_FAILED = "更新资料失败，请稍后重试";

type EditableProfile = Pick<UserView, "name" | "grade" | "school" | "avatar_url" | "username">;
type Props = { open: boolean; profile: EditableProfile; onClose: () => void; onSaved: () => void };

/** The edit-basic-info modal (spec §2, §5): avatar, name ≥ 2, grade, school. */
export function EditProfileModal({ open, profile, onClose, onSaved }: Props) {
  return (
    <Modal open={open} title="编辑基本信息" onClose={onClose}>
      <EditProfileForm profile={profile} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function EditProfileForm({ profile, onClose, onSaved }: Omit<Props, "open">) {
  const gradeId = useId();
  const [name, setName] = useState(profile.name ?? "");
  const [grade, setGrade] = useState<string>(profile.grade ?? "");
  const [school, setSchool] = useState(profile.school ?? "");
  const [avatar, setAvatar] = useState<Blob | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!validName(name)) return setNameError(MESSAGES.name);
    setNameError(null);
    setBusy(true);
    try {
      const avatar_url = avatar ? await uploadAvatar(avatar) : undefined;
      await updateProfile({
        name: name.trim(),
        grade: (grade || null) as (typeof GRADES)[number] | null,
        school: school.trim() || null,
        ...(avatar_url ? { avatar_url } : {}),
      });
      onSaved();
    } catch (error) {
      setFailure(errorText(error, UPDATE_FAILED));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Notice tone="error">{failure}</Notice>
      <AvatarPicker currentUrl={profile.avatar_url} name={profile.name || profile.username} onPicked={setAvatar} />
      <TextField label="姓名" name="name" autoComplete="name" value={name} onValueChange={setName} error={nameError} />
      <div className="field">
        <label htmlFor={gradeId} className="field-label">
          年级
        </label>
        <select id={gradeId} name="grade" value={grade} onChange={(event) => setGrade(event.target.value)}>
          <option value="">未设置</option>
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </select>
      </div>
      <TextField label="学校" name="school" autoComplete="organization" maxLength={100} value={school} onValueChange={setSchool} />
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
