/*
 * Loyalty's enrolment opens as a dialog whose body the dialog shells load on first use, by its
 * own path, and the Rewards page is reached through the page registry's views; the header's
 * account menu loads that page's module when it opens, for the member's balance line, because its
 * chunk is named on every page already. No other part of the browser code imports the loyalty home yet.
 */
export {};
