// spec §2/§3 article grid.

export const ARTICLE_BLOCKS = {} as const;
