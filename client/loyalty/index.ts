/*
 * Loyalty's enrolment opens as a dialog whose body the dialog shells load on first use, by its
 * own path: no other part of the browser code imports the loyalty home yet.
 */
export {};
