import { useId, type InputHTMLAttributes } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: string;
};

/**
 * A labelled input with its own error or hint line (Pico marks aria-invalid fields red). The label
 * does not wrap the hint, so the field's name stays just the label.
 */
export function TextField({ label, value, onValueChange, error, hint, ...input }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? helpId : undefined}
        {...input}
      />
      {error ? (
        <small id={helpId} className="field-error">
          {error}
        </small>
      ) : hint ? (
        <small id={helpId}>{hint}</small>
      ) : null}
    </div>
  );
}
