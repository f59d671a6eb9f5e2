import { describe, expect, it } from 'vitest';
import { isoDayIn, weekHours } from './hours';

const WEEK = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '10:00', closes: '20:00' })).concat([{ day: 6, opens: '10:00', closes: '18:00' }]);

describe('weekHours', () => {
  it('words the week from Monday in the shopper’s language, a day without hours being closed', () => {
    const week = weekHours(WEEK, 'de-DE');
    expect(week.map((day) => day.name)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(week[5]!.hours).toBe('10:00–18:00');
    expect(week[6]!.hours).toBeNull();
  });

  it('uses the locale’s clock: 12-hour in the United States', () => {
    const monday = weekHours(WEEK, 'en-US')[0]!;
    expect(monday.name).toBe('Monday');
    expect(monday.hours).toBe('10:00\u00a0AM–8:00\u00a0PM');
  });
});

describe('isoDayIn', () => {
  it('reads the day where the store stands, not where the server is', () => {
    // Monday 23:30 in UTC is already Tuesday in Oslo and still Monday in Seattle.
    const now = new Date('2024-01-01T23:30:00Z');
    expect(isoDayIn('Europe/Oslo', now)).toBe(2);
    expect(isoDayIn('America/Los_Angeles', now)).toBe(1);
    expect(isoDayIn('UTC', new Date('2024-01-07T12:00:00Z'))).toBe(7);
  });
});
