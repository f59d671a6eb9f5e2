import { describe, expect, it } from 'vitest';
import { validateName } from './name';

describe('validateName', () => {
  it.each(['Jo', 'Ana-María', "O'Brien", 'Zoë Brontë', 'Jean, Jr.', 'Ørjan', 'D`Arcy', 'Ab'.padEnd(30, 'c')])('accepts %s', (name) => {
    expect(validateName(name)).toBeNull();
  });

  it.each([
    ['J', 'signUp.nameLength'],
    ['A'.repeat(31), 'signUp.nameLength'],
    ['R2D2', 'signUp.nameInvalid'],
    ['Ann@', 'signUp.nameInvalid'],
    ['<script>', 'signUp.nameInvalid'],
    ['Anne_Marie', 'signUp.nameInvalid'],
  ])('refuses %s with %s', (name, key) => expect(validateName(name)?.key).toBe(key));

  it('is required only when asked', () => {
    expect(validateName('  ')?.key).toBe('validation.required');
    expect(validateName('  ', false)).toBeNull();
  });

  it('takes a longer maximum where a form allows one, and names it', () => {
    expect(validateName('A'.repeat(60), true, 60)).toBeNull();
    expect(validateName('A'.repeat(61), true, 60)).toEqual({ key: 'signUp.nameLength', values: { min: 2, max: 60 } });
  });
});
