import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../../state/i18n';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error: string | undefined;
  /** Marks the label "(optional)"; a required field says nothing, as most of the form is. */
  optional?: boolean;
  /** The id of text that describes the field (a format, the password lines), read before its error. */
  describedBy?: string | undefined;
  children?: ReactNode;
}

/**
 * A labelled input whose error is its description: aria-invalid marks it, and moving focus to it
 * reads the message out. The error text sits right under it.
 */
export function FormField({ id, label, error, optional = false, describedBy, children, ...input }: FormFieldProps) {
  const t = useT();
  const errorId = `${id}-error`;
  const described = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional"> {t('signUp.optional')}</span> : null}
      </label>
      <input id={id} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={described || undefined} aria-required={optional ? undefined : true} {...input} />
      {children}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
