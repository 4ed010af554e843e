import { useId, useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { deleteMeta, META_LABELS, metadata, saveMeta, type MetaKind } from "../../state/metadata.ts";
import { Notice } from "../Notice.tsx";
import { TextAreaField } from "../TextAreaField.tsx";
import { TaskGlyph } from "../tasks/TaskGlyph.tsx";
import { TOOL_TYPE_LABELS } from "../tasks/task-rules.ts";
import { TextField } from "../TextField.tsx";
import { ConfirmDialog } from "./ConfirmDialog.tsx";
import { bodyOf, checkValues, emptyValues, META_FIELDS, valuesOf, type FieldDef, type FormValues } from "./meta-fields.ts";

type Row = { id: string; name: string } & Record<string, unknown>;
type Props = { kind: MetaKind; onFlash: (message: string) => void };

/** One metadata tab (3-gm §2.1): a form that creates or edits, and the list with edit and delete. */
export function MetaTab({ kind, onFlash }: Props) {
  const snap = useSnapshot(metadata);
  const rows = snap[kind] as unknown as Row[];
  const label = META_LABELS[kind];
  const [editing, setEditing] = useState<Row | null>(null);
  const [values, setValues] = useState<FormValues>(() => emptyValues(kind));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const reset = () => {
    setEditing(null);
    setValues(emptyValues(kind));
    setErrors({});
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = checkValues(kind, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onFlash(await saveMeta(kind, editing?.id ?? null, bodyOf(kind, values) as never));
      reset();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      onFlash(await deleteMeta(kind, deleting.id));
      if (editing?.id === deleting.id) reset();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const categoryName = (id: unknown) => snap.categories.find((c) => c.id === id)?.name ?? "通用";
  return (
    <div className="meta-tab">
      <form className="panel meta-form" onSubmit={submit} noValidate aria-label={`${editing ? "编辑" : "新建"}${label}`}>
        <h2>{editing ? `编辑${label}：${editing.name}` : `新建${label}`}</h2>
        <Notice tone="error">{failure}</Notice>
        {META_FIELDS[kind].map((field) => (
          <MetaField key={field.key} field={field} value={values[field.key] ?? ""} error={errors[field.key]} onChange={(v) => setValues((f) => ({ ...f, [field.key]: v }))} />
        ))}
        <div className="modal-actions">
          {editing ? (
            <button type="button" className="secondary" onClick={reset} disabled={busy}>
              取消编辑
            </button>
          ) : null}
          <button type="submit" disabled={busy} aria-busy={busy}>
            {editing ? "保存修改" : `添加${label}`}
          </button>
        </div>
      </form>

      <ul className="meta-list" aria-label={`${label}列表`}>
        {rows.length === 0 ? <li className="muted">还没有{label}。</li> : null}
        {rows.map((row) => (
          <li key={row.id} className="panel meta-item" data-editing={editing?.id === row.id || undefined}>
            <TaskGlyph code={(row.icon_code ?? row.icon) as string | null} />
            <div className="meta-item-text">
              <strong>{row.name}</strong>
              <small className="muted">{detailOf(kind, row, categoryName)}</small>
            </div>
            <div className="meta-item-actions">
              <button type="button" className="secondary small" onClick={() => (setEditing(row), setValues(valuesOf(kind, row)), setErrors({}))} aria-label={`编辑${row.name}`}>
                编辑
              </button>
              <button type="button" className="danger small" onClick={() => setDeleting(row)} aria-label={`删除${row.name}`}>
                删除
              </button>
            </div>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={!!deleting}
        title={`删除${label}`}
        message={`确定要删除${label}「${deleting?.name ?? ""}」吗？此操作无法撤销。`}
        confirmLabel="删除"
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

/** The grey line under an item's name: its kind-specific facts and description. */
function detailOf(kind: MetaKind, row: Row, categoryName: (id: unknown) => string): string {
  const parts = [
    kind === "difficulties" ? `奖励倍率 ×${row.reward_multiplier}` : null,
    kind === "icons" ? `分类：${categoryName(row.category_id)}` : null,
    kind === "weapons" ? TOOL_TYPE_LABELS[row.tool_type as keyof typeof TOOL_TYPE_LABELS] : null,
    row.description as string | null,
  ];
  return parts.filter(Boolean).join(" · ");
}

function MetaField({ field, value, error, onChange }: { field: FieldDef; value: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  const snap = useSnapshot(metadata);
  if (field.kind === "textarea") return <TextAreaField label={field.label} value={value} onValueChange={onChange} rows={2} maxLength={500} />;
  if (field.kind === "select") {
    const options = field.options === "categories" ? snap.categories.map((c) => ({ value: c.id, label: `${c.icon ?? ""} ${c.name}` })) : (field.options ?? []);
    return (
      <div className="field">
        <label htmlFor={id} className="field-label">
          {field.label}
        </label>
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined}>
          <option value="">{field.options === "categories" ? "通用（不限分类）" : "请选择"}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error ? <small className="field-error">{error}</small> : null}
      </div>
    );
  }
  const numeric = field.number;
  return (
    <TextField
      label={field.label}
      value={value}
      onValueChange={onChange}
      error={error}
      placeholder={field.placeholder}
      maxLength={100}
      {...(numeric ? { type: "number", min: numeric.min, max: numeric.max, step: numeric.step, inputMode: "decimal" as const } : {})}
    />
  );
}
