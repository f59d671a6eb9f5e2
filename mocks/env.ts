export interface Env {
  DB: D1Database;
  /** Catalogue size to seed (default and minimum: the 207 hand-tuned styles); changing it reseeds. */
  SEED_PRODUCTS?: string;
}
