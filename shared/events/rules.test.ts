import { describe, expect, it } from 'vitest';
import { eventChoiceIssues, firstEventChoiceIssue, type EventChoice, type EventDates } from './rules';

const EVENT: EventDates = { startDate: '2027-01-15', endDate: '2027-01-17', enablePlusOne: true };
const CHOICE: EventChoice = { attendingDays: ['2027-01-15'], plusOne: '', eventTermsAccepted: true };

describe('eventChoiceIssues', () => {
  it.each<[string, Partial<EventChoice>, Partial<EventDates>, Record<string, string | undefined>]>([
    ['a join within the rules', {}, {}, {}],
    ['a guest by name', { plusOne: 'Sam Rivera' }, {}, {}],
    ['no day chosen', { attendingDays: [] }, {}, { attendingDays: 'EVENT_DAYS_INVALID' }],
    ['a day after the end', { attendingDays: ['2027-01-18'] }, {}, { attendingDays: 'EVENT_DAYS_INVALID' }],
    ['the same day twice', { attendingDays: ['2027-01-15', '2027-01-15'] }, {}, { attendingDays: 'EVENT_DAYS_INVALID' }],
    ['a guest name with digits', { plusOne: 'R2-D2' }, {}, { plusOne: 'EVENT_PLUS_ONE_INVALID' }],
    ['a guest name of one letter', { plusOne: 'S' }, {}, { plusOne: 'EVENT_PLUS_ONE_INVALID' }],
    ['a guest where the event takes none', { plusOne: 'Sam Rivera' }, { enablePlusOne: false }, { plusOne: 'EVENT_PLUS_ONE_NOT_ALLOWED' }],
    ['the terms not accepted', { eventTermsAccepted: false }, {}, { eventTermsAccepted: 'EVENT_TERMS_REQUIRED' }],
  ])('judges %s', (_name, choice, event, expected) => {
    const issues = eventChoiceIssues({ ...CHOICE, ...choice }, { ...EVENT, ...event });
    expect(Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, issue.errorId]))).toEqual(expected);
  });

  it('without the event’s dates, takes any calendar date', () => {
    expect(eventChoiceIssues({ ...CHOICE, attendingDays: ['2031-06-01'] })).toEqual({});
    expect(eventChoiceIssues({ ...CHOICE, attendingDays: ['2031-02-30'] }).attendingDays?.errorId).toBe('EVENT_DAYS_INVALID');
  });

  it('names the first refused field in the form’s order', () => {
    expect(firstEventChoiceIssue({ attendingDays: [], plusOne: '1', eventTermsAccepted: false }, EVENT)?.field).toBe('attendingDays');
    expect(firstEventChoiceIssue(CHOICE, EVENT)).toBeNull();
  });
});
