import { describe, expect, it, vi } from 'vitest';
import { enrolmentConfig } from './enrolment-setting';

describe('enrolmentConfig', () => {
  it('switches the simplified enrolment on only when asked', () => {
    expect(enrolmentConfig({ FEATURE_SIMPLIFIED_ENROLMENT: 'true' })).toEqual({ simplified: true });
    expect(enrolmentConfig({ FEATURE_SIMPLIFIED_ENROLMENT: ' On ' })).toEqual({ simplified: true });
    expect(enrolmentConfig({ FEATURE_SIMPLIFIED_ENROLMENT: 'false' })).toEqual({ simplified: false });
    expect(enrolmentConfig({})).toEqual({ simplified: false });
  });

  it('keeps the sign-in dialog for a malformed value, and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(enrolmentConfig({ FEATURE_SIMPLIFIED_ENROLMENT: 'maybe' })).toEqual({ simplified: false });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
