import { dateHint } from '../i18n/dates';
import type { MessageKey, Translate } from '../i18n/translator';
import type { OneStatusErrorId } from '../errors/status';

/**
 * Why a field's value is refused, as the message catalogue's key (so the form, the worker and the
 * mocks word it in their own language) and, where the error catalogue has one, its code.
 */
export interface FieldIssue {
  key: MessageKey;
  /**
   * The error catalogue's code for this refusal (FE872, AUT453, PRO410…), when it has one: one
   * answered at a single status, so whoever refuses the field answers the catalogue's.
   */
  errorId?: OneStatusErrorId;
  /** The message's arguments. */
  values?: Readonly<Record<string, string | number>>;
}

export const REQUIRED: FieldIssue = { key: 'validation.required' };

/** A date pattern ('DD.MM.YYYY') as the page's language hints it ('TT.MM.JJJJ'). */
export function localDateHint(t: Translate, format: string): string {
  const [day = 'DD', month = 'MM', year = 'YYYY'] = t('signUp.dateLetters').split(' ');
  return dateHint(format, { day, month, year });
}

/** The issue in a catalogue's words: its key with its arguments, a date pattern among them in the page's letters. */
export function wordIssue(t: Translate, issue: FieldIssue): string {
  const format = issue.values?.format;
  const values = typeof format === 'string' ? { ...issue.values, format: localDateHint(t, format) } : issue.values;
  return (t as (key: MessageKey, values?: FieldIssue['values']) => string)(issue.key, values);
}
