import type { z } from 'zod';
import type { MessageKey } from '../../../shared/i18n';

/** Which words a form shows for a refused field, by the field's name: the schema decides, the page's language says it. */
const FIELD_MESSAGES: Readonly<Record<string, MessageKey>> = {
  firstName: 'support.error.name',
  lastName: 'support.error.name',
  email: 'support.error.email',
  message: 'support.error.text',
  description: 'support.error.text',
  product: 'support.error.required',
  purchaseDate: 'support.error.date',
  orderNumber: 'track.invalidNumber',
  categoryId: 'support.error.choice',
  subjectId: 'support.error.choice',
};

/** The first problem of each field a schema refused, as message keys. */
export function fieldErrors(error: z.ZodError): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= FIELD_MESSAGES[field] ?? 'support.error.required';
  }
  return errors;
}
