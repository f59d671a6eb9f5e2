import type { FieldIssue } from '../validation/field-issue';
import { validateName } from '../validation/name';
import { eventDays, isIsoDate } from './days';

/*
 * The join form's rules, which the form, the worker and the backend (the mocks) all apply: the
 * terms box is required, a guest's name when given passes the name rule, and the days come from
 * the event's dates, start and end included. Whoever does not know the event's dates (the
 * worker, which reads no CMS content for a write) checks that each day is a calendar date.
 */

/** What the member chose on the join form. */
export interface EventChoice {
  attendingDays: readonly string[];
  plusOne: string;
  eventTermsAccepted: boolean;
}

/** The event's part in the rules: its dates and whether a guest may come along. */
export interface EventDates {
  startDate: string;
  endDate: string;
  enablePlusOne: boolean;
}

export type EventChoiceField = keyof EventChoice;
export type EventChoiceIssues = Partial<Record<EventChoiceField, FieldIssue>>;

const DAYS_INVALID: FieldIssue = { key: 'apiError.EVENT_DAYS_INVALID', errorId: 'EVENT_DAYS_INVALID' };

function daysIssue(days: readonly string[], event: EventDates | undefined): FieldIssue | undefined {
  if (days.length === 0) return { key: 'events.daysRequired', errorId: 'EVENT_DAYS_INVALID' };
  const offered = event ? new Set(eventDays(event.startDate, event.endDate)) : null;
  const known = (day: string) => (offered ? offered.has(day) : isIsoDate(day));
  return days.every(known) && new Set(days).size === days.length ? undefined : DAYS_INVALID;
}

function plusOneIssue(plusOne: string, event: EventDates | undefined): FieldIssue | undefined {
  if (plusOne.trim() === '') return undefined;
  if (event && !event.enablePlusOne) return { key: 'apiError.EVENT_PLUS_ONE_NOT_ALLOWED', errorId: 'EVENT_PLUS_ONE_NOT_ALLOWED' };
  const issue = validateName(plusOne, false);
  return issue ? { ...issue, errorId: 'EVENT_PLUS_ONE_INVALID' } : undefined;
}

/** Each refused field of a join, with why; empty when the join may be sent. */
export function eventChoiceIssues(choice: EventChoice, event?: EventDates): EventChoiceIssues {
  const issues: EventChoiceIssues = {};
  const days = daysIssue(choice.attendingDays, event);
  if (days) issues.attendingDays = days;
  const plusOne = plusOneIssue(choice.plusOne, event);
  if (plusOne) issues.plusOne = plusOne;
  if (!choice.eventTermsAccepted) issues.eventTermsAccepted = { key: 'apiError.EVENT_TERMS_REQUIRED', errorId: 'EVENT_TERMS_REQUIRED' };
  return issues;
}

/** The first refused field of a join (in the form's order), or null. */
export function firstEventChoiceIssue(choice: EventChoice, event?: EventDates): { field: EventChoiceField; issue: FieldIssue } | null {
  const issues = eventChoiceIssues(choice, event);
  const field = (['attendingDays', 'plusOne', 'eventTermsAccepted'] as const).find((name) => issues[name]);
  return field ? { field, issue: issues[field]! } : null;
}
