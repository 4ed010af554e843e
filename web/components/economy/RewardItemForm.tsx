import { useEffect, useRef, useState, type FormEvent } from "react";
import type { RewardItem } from "../../api.ts";
import { checkRewardForm, NEW_REWARD_FORM, REWARD_TYPE_LABELS, REWARD_TYPES, rewardFormOf, type RewardForm, type RewardFormErrors } from "../../lib/economy.ts";
import { ECONOMY_MESSAGES, saveRewardItem } from "../../state/economy.ts";
import { SelectField } from "../gm/TemplateFields.tsx";
import { Notice } from "../Notice.tsx";
import { TextAreaField } from "../TextAreaField.tsx";
import { TextField } from "../TextField.tsx";
import { IconPicker } from "./IconPicker.tsx";

type Props = {
  /** The item being edited, or null for a new one. */
  editing: RewardItem | null;
  /** Bumped to move the focus to the name field (the overview's "add reward" link, 编辑). */
  focusSignal: number;
  onSaved: (message: string) => void;
  onCancelEdit: () => void;
};

/** The reward form (3-gm §3, §5, §9): name, description, icon, type, costs, stock (blank = unlimited), active. */
export function RewardItemForm({ editing, focusSignal, onSaved, onCancelEdit }: Props) {
  const [form, setForm] = useState<RewardForm>(NEW_REWARD_FORM);
  const [errors, setErrors] = useState<RewardFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const root = useRef<HTMLFormElement>(null);
  const set = <K extends keyof RewardForm>(key: K) => (value: RewardForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    setForm(editing ? rewardFormOf(editing) : NEW_REWARD_FORM);
    setErrors({});
    setFailure(null);
  }, [editing]);

  useEffect(() => {
    if (focusSignal === 0) return;
    root.current?.scrollIntoView?.({ block: "start" });
    root.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus({ preventScroll: true });
  }, [focusSignal]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkRewardForm(form);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      const message = await saveRewardItem(editing?.id ?? null, checked.body);
      if (!editing) setForm(NEW_REWARD_FORM);
      onSaved(message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : ECONOMY_MESSAGES.saveItem);
    } finally {
      setBusy(false);
    }
  }

  const amount = (key: "emeralds_cost" | "diamonds_cost" | "stock_quantity", label: string, hint?: string) => (
    <TextField label={label} name={key} type="number" inputMode="numeric" min={0} step={1} value={form[key]} onValueChange={set(key)} error={errors[key]} hint={hint} />
  );

  return (
    <form ref={root} className="panel gm-section reward-form" onSubmit={submit} noValidate aria-labelledby="reward-form-title">
      <h2 id="reward-form-title">{editing ? `编辑奖励：${editing.name}` : "添加奖励"}</h2>
      <Notice tone="error">{failure}</Notice>
      <TextField label="奖励名称 *" name="name" maxLength={50} value={form.name} onValueChange={set("name")} error={errors.name} />
      <TextAreaField label="奖励描述" name="description" maxLength={500} rows={2} value={form.description} onValueChange={set("description")} />
      <IconPicker value={form.icon} onChange={set("icon")} />
      <SelectField
        label="奖励类型"
        value={form.reward_type}
        onChange={(v) => set("reward_type")(v as RewardForm["reward_type"])}
        options={REWARD_TYPES.map((t) => ({ value: t, label: REWARD_TYPE_LABELS[t] }))}
      />
      <div className="reward-inputs">
        {amount("emeralds_cost", "绿宝石价格")}
        {amount("diamonds_cost", "钻石价格")}
        {amount("stock_quantity", "库存", "留空表示不限量")}
      </div>
      <label className="checkbox-field">
        <input type="checkbox" checked={form.is_active} onChange={(e) => set("is_active")(e.target.checked)} />
        <span>上架（玩家可在交易所看到）</span>
      </label>
      <div className="modal-actions">
        {editing ? (
          <button type="button" className="secondary" onClick={onCancelEdit} disabled={busy}>
            取消编辑
          </button>
        ) : null}
        <button type="submit" disabled={busy} aria-busy={busy}>
          {editing ? "保存修改" : "创建奖励"}
        </button>
      </div>
    </form>
  );
}
