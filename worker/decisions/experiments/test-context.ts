import * as z from 'zod';
import type { ForcedVariations } from './decide';
import { isDevelopment, type Env, type PreviewState } from '../../env';

/*
 * The `p13n_testcontext` query parameter: QA forces variations with
 *   ?p13n_testcontext=flagKey:variationKey[,flagKey:variationKey…]
 * e.g. ?p13n_testcontext=home_hero:treatment. It is honoured in development, and
 * anywhere else only for an editor whose preview token verifies, so shoppers
 * cannot pick a variation (and skew results) with a link. Forced decisions send
 * no impression events.
 */

export const TEST_CONTEXT_PARAM = 'p13n_testcontext';

const Key = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const PairSchema = z
  .string()
  .transform((pair) => pair.split(':'))
  .pipe(z.tuple([Key, Key]));

export const TestContextSchema = z
  .string()
  .max(1024)
  .transform((value) => value.split(',').map((pair) => pair.trim()).filter(Boolean))
  .pipe(z.array(PairSchema).min(1).max(20))
  .transform((pairs): ForcedVariations => Object.fromEntries(pairs));

/** The forced variations, or none when the parameter is absent, invalid or not honoured here. */
export function readTestContext(value: string | null, honoured: boolean): ForcedVariations {
  if (!honoured || value === null) return {};
  const parsed = TestContextSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/**
 * Testers' overrides (the `p13n_testcontext` query and cookie) change what a page shows for one
 * person, so they are honoured only where no shopper can reach them: in development, or for an
 * editor whose token verifies. Anyone else gets the page everyone gets, from the cache.
 */
export function honoursTestOverrides(env: Pick<Env, 'ENVIRONMENT'>, preview: Pick<PreviewState, 'editor'>): boolean {
  return isDevelopment(env) || preview.editor;
}
