// zod-free so the browser bundle can import it without zod.

/** spec §9: galleries are created this long after mount. */
export const GALLERY_CREATE_DELAY_MS = 500;
