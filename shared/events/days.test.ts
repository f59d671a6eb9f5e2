import { describe, expect, it } from 'vitest';
import { eventDays, isIsoDate, joinAttendingDays } from './days';

describe('eventDays', () => {
  it.each([
    ['one day', '2027-01-16', '2027-01-16', ['2027-01-16']],
    ['across a month end', '2027-01-30', '2027-02-01', ['2027-01-30', '2027-01-31', '2027-02-01']],
    ['across a leap day', '2028-02-28', '2028-03-01', ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['an end before the start', '2027-02-01', '2027-01-30', []],
    ['a date that does not exist', '2027-02-30', '2027-03-01', []],
    ['not a date', 'soon', '2027-03-01', []],
  ])('lists %s', (_name, start, end, days) => {
    expect(eventDays(start, end)).toEqual(days);
  });

  it('refuses a span longer than a month', () => {
    expect(eventDays('2027-01-01', '2027-01-31')).toHaveLength(31);
    expect(eventDays('2027-01-01', '2027-02-01')).toEqual([]);
  });
});

describe('attending days', () => {
  it('joins the chosen days in calendar order, each once, with commas', () => {
    expect(joinAttendingDays(['2027-01-17', '2027-01-16', '2027-01-17'])).toBe('2027-01-16,2027-01-17');
  });

  it('knows a calendar date from a look-alike', () => {
    expect(isIsoDate('2027-01-16')).toBe(true);
    expect(isIsoDate('2027-1-16')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
  });
});
