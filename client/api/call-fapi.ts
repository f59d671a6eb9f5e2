import type { z } from 'zod';
import { fapiPath, type FapiPathInput, type FapiRoute, type PathParams } from '../../shared/fapi/route';
import { callFirstParty, type ApiResult } from './call-api';

export { fapiPath };

/*
 * Apart from call-api, so a page whose first load only reads a route (callFirstParty with the
 * entry's path) carries neither this nor the path builder.
 */

/** What a first-party call takes beyond its route: path parameters when the route has any, a query, a body, an abort signal. */
export type FapiCallInput<R extends FapiRoute> = FapiPathInput<R> & { body?: unknown; signal?: AbortSignal };

/** The input may be left out when the route has no parameters. */
export type FapiCallArgs<R extends FapiRoute> = keyof PathParams<R['path']> extends never ? [FapiCallInput<R>?] : [FapiCallInput<R>];

/**
 * A call to one of the storefront's own routes, named by its catalogue entry (`shared/fapi`): the
 * method and path come from the entry, each parameter URL-encoded, so no first-party path is
 * written anywhere else in the browser.
 */
export function callFapi<R extends FapiRoute, S extends z.ZodType>(entry: R, schema: S | (() => Promise<S>), ...[input]: FapiCallArgs<R>): Promise<ApiResult<z.output<S>>> {
  // The input's body and signal are the call's options; its params and query are read by the path alone.
  return callFirstParty(fapiPath(entry, input as never), schema, { ...input, method: entry.method });
}
