/**
 * The visitor's answer to the location question: the country they were asked about and the site
 * they chose (the one they were on when they stayed). A cookie rather than browser storage so the
 * worker can read it too; not HttpOnly, since the browser writes it.
 */
export const LOCATION_ANSWER_COOKIE = 'rl_location';

/** A year: the question is asked once, not once a visit. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const VALUE = /^([A-Z]{2}):([a-z]{2}-[a-z]{2})$/;

export interface LocationAnswer {
  country: string;
  locale: string;
}

/** The answer in a `Cookie` header (or `document.cookie`); null when absent or unreadable. */
export function readLocationAnswer(cookieHeader: string | null | undefined): LocationAnswer | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name !== LOCATION_ANSWER_COOKIE || value === undefined) continue;
    const match = VALUE.exec(value);
    if (match) return { country: match[1]!, locale: match[2]! };
  }
  return null;
}

/** The `document.cookie` assignment that remembers an answer. */
export function locationAnswerCookie({ country, locale }: LocationAnswer, { secure }: { secure: boolean }): string {
  if (!VALUE.test(`${country}:${locale}`)) throw new Error(`not a location answer: ${country}:${locale}`);
  return `${LOCATION_ANSWER_COOKIE}=${country}:${locale}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
