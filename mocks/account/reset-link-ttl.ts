/**
 * How long a reset link works. Kept apart from the reset logic so content (the CMS's reset
 * page) can state it without pulling in the database code.
 */
export const RESET_LINK_TTL_S = 30 * 60;
