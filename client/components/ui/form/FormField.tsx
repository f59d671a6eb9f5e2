import type { ReactNode } from 'react';
import { describedByOf, errorIdOf, FieldError, FieldHint, hintIdOf } from './field';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by the caller through `describedBy`. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control of any kind (input, select, text area) with its hint and error, both announced with it. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const described = describedByOf(hint && hintIdOf(id), error && errorIdOf(id));
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <FieldHint fieldId={id} hint={hint} />
      {children(described)}
      <FieldError fieldId={id} error={error} inline />
    </div>
  );
}
