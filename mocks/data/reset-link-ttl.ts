/**
 * How long a reset link works. The account's reset keeps it and the CMS's reset page states it;
 * it stands with the fixtures, below the homes, so the content fixtures can read it without
 * reaching into the account's home or its database code.
 */
export const RESET_LINK_TTL_S = 30 * 60;
