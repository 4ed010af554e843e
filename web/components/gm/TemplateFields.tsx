import { useId } from "react";
import type { TaskType } from "../../api.ts";
import { TextAreaField } from "../TextAreaField.tsx";
import { TextField } from "../TextField.tsx";

type Option = { value: string; label: string };

/** A labelled select; `empty` adds a first "none" option. */
export function SelectField({ label, value, onChange, options, empty, error }: { label: string; value: string; onChange: (value: string) => void; options: Option[]; empty?: string; error?: string }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
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

export type TemplateExtraValues = {
  duration_days: string;
  sub_task_description: string;
  sub_task_xp_reward: string;
  sub_task_emeralds_reward: string;
  long_term_completion_rules: string;
};

type Props = {
  values: TemplateExtraValues;
  onChange: (key: keyof TemplateExtraValues, value: string) => void;
  errors: Record<string, string | undefined>;
  taskType: TaskType;
};

/**
 * The long-term part of the template form. duration_days shows only for
 * DECONSTRUCTIBLE_LONG_TERM (3-gm §2.1), and with it the sub-task fields each day's task uses
 * (D6); the completion rules apply to both long-term types.
 */
export function TemplateExtras({ values, onChange, errors, taskType }: Props) {
  const deconstructible = taskType === "DECONSTRUCTIBLE_LONG_TERM";
  const longTerm = deconstructible || taskType === "LONG_TERM_MILESTONE";
  if (!longTerm) return null;
  return (
    <fieldset className="template-extras">
      <legend>{deconstructible ? "拆解设置" : "长期目标设置"}</legend>
      {deconstructible ? (
        <>
          <TextField
            label="持续天数"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="每天生成一个子任务"
            value={values.duration_days}
            onValueChange={(v) => onChange("duration_days", v)}
            error={errors.duration_days}
          />
          <TextAreaField label="子任务描述" maxLength={2000} value={values.sub_task_description} onValueChange={(v) => onChange("sub_task_description", v)} />
          <div className="reward-inputs">
            <TextField label="子任务经验值" type="number" inputMode="numeric" min={0} value={values.sub_task_xp_reward} onValueChange={(v) => onChange("sub_task_xp_reward", v)} error={errors.sub_task_xp_reward} />
            <TextField
              label="子任务绿宝石"
              type="number"
              inputMode="numeric"
              min={0}
              value={values.sub_task_emeralds_reward}
              onValueChange={(v) => onChange("sub_task_emeralds_reward", v)}
              error={errors.sub_task_emeralds_reward}
            />
          </div>
        </>
      ) : null}
      <TextAreaField label="完成规则" maxLength={4000} value={values.long_term_completion_rules} onValueChange={(v) => onChange("long_term_completion_rules", v)} />
    </fieldset>
  );
}
