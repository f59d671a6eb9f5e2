// spec §2/§3 image-social galleries.

export const GALLERY_BLOCKS = {} as const;
