import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedByOf, errorIdOf, FieldError, FieldLabel } from './field';

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error: string | undefined;
  /** Marks the label "(optional)"; a required field says nothing, as most of the form is. */
  optional?: boolean;
  /** The id of text that describes the field (a format, the password lines), read before its error. */
  describedBy?: string | undefined;
  /** Shown between the input and its error (the password lines). */
  children?: ReactNode;
}

/**
 * A labelled text input whose error is its description: aria-invalid marks it, and moving focus
 * to it reads the message out. The error text sits right under it.
 */
export function InputField({ id, label, error, optional = false, describedBy, children, ...input }: InputFieldProps) {
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <input id={id} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedByOf(describedBy, error && errorIdOf(id))} aria-required={optional ? undefined : true} {...input} />
      {children}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
