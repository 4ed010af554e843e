import type { InputHTMLAttributes } from "react";
import { Field } from "./Field.tsx";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: string;
};

/** A labelled input with its error or hint line. */
export function TextField({ label, value, onValueChange, error, hint, ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...control} value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />}
    </Field>
  );
}
