import { configReader, SwitchSchema } from '../env';

/**
 * Which dialog the header's sign-in opens: the simplified enrolment flow only when switched on
 * explicitly; a missing or malformed value keeps the sign-in dialog (and a malformed one is logged).
 */
export const enrolmentConfig = configReader(['FEATURE_SIMPLIFIED_ENROLMENT'], (env): { simplified: boolean } => {
  const value = env.FEATURE_SIMPLIFIED_ENROLMENT;
  if (value === undefined || value.trim() === '') return { simplified: false };
  const parsed = SwitchSchema.safeParse(value);
  if (!parsed.success) console.error(JSON.stringify({ msg: 'invalid enrolment configuration', FEATURE_SIMPLIFIED_ENROLMENT: value }));
  return { simplified: parsed.success ? parsed.data : false };
});
