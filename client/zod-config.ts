import * as z from 'zod';

/*
 * Zod compiles object parsers with `new Function` when it may, and finds out
 * whether it may by trying once. Our script-src has no 'unsafe-eval', so that
 * probe is blocked and the browser reports a Content Security Policy
 * violation on every page, even though Zod catches the error. Jitless parsing
 * never probes. The browser build resolves every `zod` import to this module
 * (vite.config.ts), so the setting is in place before any schema exists, in
 * whichever chunk first loads zod.
 */
z.config({ jitless: true });

export * from 'zod';
export { default } from 'zod';
