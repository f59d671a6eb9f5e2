import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by the caller through `describedBy`. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with its hint and error, both announced with it. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="form-field__hint">
          {hint}
        </span>
      )}
      {children(described)}
      {error && (
        <span id={`${id}-error`} className="form-field__error">
          {error}
        </span>
      )}
    </div>
  );
}
