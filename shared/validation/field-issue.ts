import type { MessageKey } from '../i18n/translator';

/**
 * Why a field's value is refused, as the message catalogue's key (so the form, the worker and the
 * mocks word it in their own language) and, where the error catalogue has one, its code.
 */
export interface FieldIssue {
  key: MessageKey;
  /** The error catalogue's code for this refusal (FE872, AUT453, PRO410…), when it has one. */
  errorId?: string;
  /** The message's arguments. */
  values?: Readonly<Record<string, string | number>>;
}

export const REQUIRED: FieldIssue = { key: 'validation.required' };
