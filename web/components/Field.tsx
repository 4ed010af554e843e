import { useId, type ReactNode } from "react";

/** The attributes a field's control needs to be tied to its label and help line. */
export type ControlProps = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

type Props = {
  label: string;
  error?: string | null;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form control with its own error or hint line (Pico marks aria-invalid fields red).
 * The label does not wrap the hint, so the field's accessible name stays just the label.
 * TextField and TextAreaField are this shell around an input and a textarea.
 */
export function Field({ label, error, hint, children }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error || hint ? helpId : undefined })}
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
