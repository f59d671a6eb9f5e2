import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../shared/i18n/translator';
import { de, en } from '../../shared/i18n/messages';
import { eventDatesText } from './event-dates';

describe('eventDatesText', () => {
  it('writes a range in the site’s language', () => {
    expect(eventDatesText(createTranslator('en-US', en).t, '2027-01-15', '2027-01-17', 'en-US')).toBe('January 15, 2027 to January 17, 2027');
    expect(eventDatesText(createTranslator('de-DE', de).t, '2027-01-15', '2027-01-17', 'de-DE')).toBe('15. Januar 2027 bis 17. Januar 2027');
  });

  it('writes a one-day event as its date alone', () => {
    expect(eventDatesText(createTranslator('en-GB', en).t, '2027-02-06', '2027-02-06', 'en-GB')).toBe('6 February 2027');
  });
});
