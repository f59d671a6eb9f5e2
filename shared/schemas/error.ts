import { z } from 'zod';

/** spec §3 Error response / §8: clients read only the first errorDetails entry. */
export const ErrorResponseSchema = z.object({
  errorDetails: z.array(z.object({ errorId: z.string(), message: z.string() })).min(1),
  appId: z.string(),
  correlationId: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export function errorBody(errorId: string, message: string, correlationId: string, appId = 'ridgeline'): ErrorResponse {
  return { errorDetails: [{ errorId, message }], appId, correlationId };
}
