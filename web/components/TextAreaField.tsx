import type { TextareaHTMLAttributes } from "react";
import { Field } from "./Field.tsx";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: string;
};

/** TextField's multi-line sibling: label, textarea, and its error or hint line. */
export function TextAreaField({ label, value, onValueChange, error, hint, rows = 3, ...rest }: Props) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <textarea {...control} rows={rows} value={value} onChange={(event) => onValueChange(event.target.value)} {...rest} />
      )}
    </Field>
  );
}
