import type { ErrorDetailExtras, ErrorResponse } from './schemas/error';
import type { BuiltErrorId } from './catalogue';

/** The catalogue's error shape around one error: clients read only the first errorDetails entry. */
export function errorBody<Id extends string>(errorId: BuiltErrorId<Id>, message: string, correlationId: string, appId = 'ridgeline', extras: ErrorDetailExtras = {}): ErrorResponse {
  return { errorDetails: [{ errorId, message, ...extras }], appId, correlationId };
}
