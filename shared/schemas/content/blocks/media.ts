// spec §2/§3 picture and video.

export const MEDIA_BLOCKS = {} as const;
