import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './mail';

// The reset link's lifetime comes from the caller (password-reset's RESET_LINK_TTL_S, half an hour).
const RESET_LINK_TTL_S = 30 * 60;

describe('password-reset mail', () => {
  it('is written in the language of the site the link belongs to, with the link and its true lifetime', () => {
    const cases = [
      ['/en-gb/forgot-password?token=a', 'en', /works for 30 minutes/],
      ['/fr-ca/forgot-password?token=a', 'fr', /valide pendant 30 minutes/],
      ['/de-de/forgot-password?token=a', 'de', /30 Minuten lang gültig/],
      ['/nb-no/forgot-password?token=a', 'nb', /virker i 30 minutter/],
    ] as const;
    const english = passwordResetMail('/en-us/forgot-password?token=a', RESET_LINK_TTL_S);
    for (const [link, language, lifetime] of cases) {
      const mail = passwordResetMail(link, RESET_LINK_TTL_S);
      expect(mail.language).toBe(language);
      expect(mail.body).toContain(link);
      expect(mail.body).toMatch(lifetime);
      expect(mail.body).toContain('Ridgeline Outfitters');
      if (language !== 'en') expect(mail.subject).not.toBe(english.subject);
    }
    expect(passwordResetMail('/de-de/forgot-password?token=a', 45 * 60).body).toMatch(/45 Minuten/);
  });
});
