import { describe, expect, it } from 'vitest';
import { passwordRequirements, validatePassword, validatePasswordConfirmation } from './password';

describe('validatePassword', () => {
  it.each([
    ['Trailhead2026', null],
    ['Abcdefg1', null],
    ['ÅpenFjell9x', null],
  ])('accepts %s', (password, expected) => expect(validatePassword(password)).toBe(expected));

  it.each([
    ['', 'validation.required', undefined],
    ['Ab1', 'apiError.FE872', 'FE872'],
    ['Abcdef1', 'apiError.FE872', 'FE872'],
    ['abcdefg1', 'signUp.passwordRequirements', undefined],
    ['ABCDEFG1', 'signUp.passwordRequirements', undefined],
    ['Abcdefgh', 'signUp.passwordRequirements', undefined],
    [`A1${'a'.repeat(99)}`, 'signUp.passwordRequirements', undefined],
  ])('refuses %j with %s (%s)', (password, key, errorId) => {
    const issue = validatePassword(password);
    expect(issue?.key).toBe(key);
    expect(issue?.errorId).toBe(errorId);
  });
});

describe('passwordRequirements', () => {
  it('ticks each of the four lines on its own', () => {
    const met = (password: string) => passwordRequirements(password).map((line) => line.met);
    expect(met('')).toEqual([false, false, false, false]);
    expect(met('a')).toEqual([false, false, true, false]);
    expect(met('aB')).toEqual([false, true, true, false]);
    expect(met('aB3')).toEqual([false, true, true, true]);
    expect(met('aB3xxxxx')).toEqual([true, true, true, true]);
  });
});

describe('validatePasswordConfirmation', () => {
  it('is FE340 when the two differ', () => {
    expect(validatePasswordConfirmation('Trailhead2026', 'Trailhead2026')).toBeNull();
    expect(validatePasswordConfirmation('Trailhead2026', 'Trailhead2025')).toEqual({ key: 'apiError.FE340', errorId: 'FE340' });
    expect(validatePasswordConfirmation('Trailhead2026', '')?.key).toBe('validation.required');
  });
});
