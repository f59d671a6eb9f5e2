import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID_MESSAGE, REQUIRED_MESSAGE, validateEmail } from './email';
import { EmailSchema } from './email-schema';
import { newsletterSubscription, SubscriptionRequestSchema } from './subscription';

describe('validateEmail', () => {
  it('requires a value', () => {
    expect(validateEmail('')).toBe(REQUIRED_MESSAGE);
    expect(validateEmail('   ')).toBe(REQUIRED_MESSAGE);
  });

  it('accepts an address whose domain has at least two parts', () => {
    expect(validateEmail('ana.lopez+trail@example.co.uk')).toBeNull();
    expect(validateEmail(' hiker@ridgeline.test ')).toBeNull();
  });

  it('rejects a one-part domain, a missing @ and spaces', () => {
    expect(validateEmail('hiker@localhost')).toBe(EMAIL_INVALID_MESSAGE);
    expect(validateEmail('hiker.example.com')).toBe(EMAIL_INVALID_MESSAGE);
    expect(validateEmail('hi ker@example.com')).toBe(EMAIL_INVALID_MESSAGE);
    expect(validateEmail('hiker@example..com')).toBe(EMAIL_INVALID_MESSAGE);
  });

  it('rejects more than 100 characters', () => {
    const local = 'a'.repeat(100 - '@example.com'.length);
    expect(validateEmail(`${local}@example.com`)).toBeNull();
    expect(validateEmail(`${local}a@example.com`)).toBe(EMAIL_INVALID_MESSAGE);
  });
});

describe('EmailSchema', () => {
  it('reports the invalid-email and required messages', () => {
    expect(EmailSchema.safeParse('nope').error?.issues[0]?.message).toBe(EMAIL_INVALID_MESSAGE);
    expect(EmailSchema.safeParse('').error?.issues[0]?.message).toBe(REQUIRED_MESSAGE);
  });
});

describe('newsletterSubscription', () => {
  it('builds a body the subscription schema accepts', () => {
    const body = newsletterSubscription(' hiker@example.com ');
    expect(body).toEqual({ email: 'hiker@example.com', subscriptions: [{ type: 'Newsletter', channel: 'email', optin: true }] });
    expect(SubscriptionRequestSchema.safeParse(body).success).toBe(true);
  });
});
