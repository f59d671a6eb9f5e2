import type { ReactNode } from 'react';
import { useT } from '../../../state/i18n';

/*
 * The parts every form field is drawn with. A field's hint and error are its description: the
 * control names their ids in aria-describedby (hint first, then the error), so moving focus to it
 * reads them out, and aria-invalid marks it while it has an error. Ids are the field's own id
 * with `-hint` and `-error`.
 */

export const hintIdOf = (fieldId: string) => `${fieldId}-hint`;
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

/** The control's aria-describedby: the ids of what is shown, in reading order; undefined when nothing is. */
export function describedByOf(...ids: readonly (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export interface FieldLabelProps {
  htmlFor: string;
  /** Marks the label "(optional)"; a required field says nothing, as most of a form is. */
  optional?: boolean;
  children: ReactNode;
}

/** A field's label, with its "(optional)" mark. */
export function FieldLabel({ htmlFor, optional = false, children }: FieldLabelProps) {
  const t = useT();
  return (
    <label className="form-field__label" htmlFor={htmlFor}>
      {children}
      {optional ? <span className="form-field__optional"> {t('signUp.optional')}</span> : null}
    </label>
  );
}

export interface FieldHintProps {
  /** The field's id: the hint's is `${id}-hint`. */
  fieldId: string;
  hint: string | undefined;
}

/** What a field expects (a format), shown before the control; nothing without a hint. */
export function FieldHint({ fieldId, hint }: FieldHintProps) {
  if (!hint) return null;
  return (
    <span id={hintIdOf(fieldId)} className="form-field__hint">
      {hint}
    </span>
  );
}

export interface FieldErrorProps {
  /** The field's id: the error's is `${id}-error`. */
  fieldId: string;
  error: string | null | undefined;
  /** A line of its own (a paragraph), or inline text in a field laid out as a column. */
  inline?: boolean;
}

/** A field's error, right under its control; nothing while the field has none. */
export function FieldError({ fieldId, error, inline = false }: FieldErrorProps) {
  if (!error) return null;
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag id={errorIdOf(fieldId)} className="form-field__error">
      {error}
    </Tag>
  );
}
