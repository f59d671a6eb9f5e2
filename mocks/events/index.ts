/*
 * Event registration: members sign up for the events the CMS pages show. Nothing outside the
 * home uses its parts yet; the mocks' entry registers its routes through routes/index.ts.
 */
export {};
