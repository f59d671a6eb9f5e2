/*
 * Loyalty's enrolment opens as a dialog whose body the dialog shells load on first use, by its
 * own path, and the Rewards page is reached through the page registry's views: no other part of
 * the browser code imports the loyalty home yet.
 */
export {};
