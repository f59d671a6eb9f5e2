/**
 * How long a newsletter confirmation link works (two days: long enough to open the mail after a
 * weekend's trip, short enough that an old mail found later confirms nothing), and how soon a
 * pending address asking again is mailed again, so a sign-up form cannot be used to flood an inbox.
 */
export const NEWSLETTER_LINK_TTL_S = 48 * 60 * 60;
export const NEWSLETTER_RESEND_AFTER_S = 5 * 60;
