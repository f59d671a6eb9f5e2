export interface Env {
  DB: D1Database;
  /** Catalogue size to seed (default and minimum: the 207 hand-tuned styles); changing it reseeds. */
  SEED_PRODUCTS?: string;
  /** `on` answers the test controls (routes/test-control.ts); nothing else sets it. */
  MOCKS_TEST_CONTROL?: string;
  /** Milliseconds every commerce answer waits before it is made (a slow platform, for the bench); unset or 0 answers at once. */
  MOCKS_DELAY_MS?: string;
}
