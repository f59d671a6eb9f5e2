// zod-free so the browser bundle can import it without zod.

/** Galleries are created this long after mount. */
export const GALLERY_CREATE_DELAY_MS = 500;
