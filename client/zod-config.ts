import { z } from 'zod';

/*
 * Zod compiles object parsers with `new Function` when it may, and finds out
 * whether it may by trying once. Our script-src has no 'unsafe-eval', so that
 * probe is blocked and the browser reports a Content Security Policy
 * violation on every page, even though Zod catches the error. Jitless parsing
 * never probes. Imported first by the entry so no schema parses before it.
 */
z.config({ jitless: true });
