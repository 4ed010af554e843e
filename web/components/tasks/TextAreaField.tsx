import { useId, type TextareaHTMLAttributes } from "react";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: string;
};

/** TextField's multi-line sibling: label, textarea, and its error or hint line. */
export function TextAreaField({ label, value, onValueChange, error, hint, rows = 3, ...rest }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? helpId : undefined}
        {...rest}
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
