import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { errorMessage, type MessageKey } from '../../../shared/i18n';
import type { ApiResult } from '../../api';
import { useT } from '../../state/i18n';
import { fieldErrors } from './field-errors';

/** What the named fields of a form hold, as text (an absent field is empty). */
export function formValues(form: HTMLFormElement, names: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')]));
}

interface SupportFormOptions<Input, Answer> {
  /** The form's fields checked by its schema (loaded with the first submit, off the page's first load). */
  check: (form: HTMLFormElement) => Promise<z.ZodSafeParseResult<Input>>;
  send: (input: Input) => Promise<ApiResult<Answer>>;
}

/**
 * The one submit flow of the help pages' forms: the schema checks the fields first, and a refused
 * one is marked, worded and focused, so nothing is sent that the worker would refuse; then the
 * answer is kept, or the problem is worded by the error table. The last answer is cleared when the
 * shopper submits again, so an old result never stands next to a new question.
 */
export function useSupportForm<Input, Answer>({ check, send }: SupportFormOptions<Input, Answer>) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = await check(form);
    setAnswer(null);
    setProblem(null);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await send(parsed.data);
    setBusy(false);
    if (result.ok) setAnswer(result.data);
    else setProblem(errorMessage(t, result.error));
  }

  return {
    submit,
    answer,
    problem,
    busy,
    hasErrors: Object.keys(errors).length > 0,
    /** The worded problem of a field, for its FormField. */
    error: (field: string) => (errors[field] ? t(errors[field]) : undefined),
    /** `aria-invalid` for a field. */
    invalid: (field: string) => (errors[field] ? true : undefined),
  };
}
