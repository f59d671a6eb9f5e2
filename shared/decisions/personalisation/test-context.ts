import * as z from 'zod';

/**
 * A test-context segment set in a personalisation test cookie wins: QA sets
 * `p13n_testcontext` to one or more comma-separated segment or variant ids.
 */
export const TEST_CONTEXT_COOKIE = 'p13n_testcontext';

const TestContextSchema = z
  .string()
  .max(512)
  .transform((raw) => raw.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/)).max(10));

/** The ids in a test cookie value; anything malformed is no override at all, never an error. */
export function parseTestContext(raw: string | undefined | null): string[] {
  if (!raw) return [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const parsed = TestContextSchema.safeParse(decoded);
  return parsed.success ? parsed.data : [];
}
