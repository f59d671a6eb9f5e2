import * as z from 'zod';

/*
 * A page of this site as the browser reports it (beacons, events, decisions).
 * It must start with exactly one slash: `//host…` or a backslash (`/\…`, read
 * as `//`) make URL parsing take a host, which names another site or throws
 * (`//[`, `//%ff`), so such a report is refused as bad input.
 */
const PAGE_PATH = /^\/(?![/\\])[^\s\\?#]*$/;
const PAGE_PATH_AND_QUERY = /^\/(?![/\\])[^\s\\#]*$/;

/** A page's path, without query or fragment. */
export const PagePathSchema = z.string().max(1024).regex(PAGE_PATH);

/** A page's path and query (the query holds listing state and QA overrides). */
export const PagePathAndQuerySchema = z.string().max(1024).regex(PAGE_PATH_AND_QUERY);
