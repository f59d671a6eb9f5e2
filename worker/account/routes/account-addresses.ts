import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { apiError, wordedError } from '../../errors/api-error';
import { addressSchema, firstProblemLine } from '../../../shared/address';
import { CountryCodeSchema, type StoredAddress } from '../../../shared/address/schemas/address';
import type { LoadResult } from '../../../shared/page';
import { limitAttempt, tooManyAttempts } from '../../middleware/rate-limit';
import { addAddress, readAddresses, removeAddress, rulesFor, updateAddress } from '../addresses';
import { registeredShopper, upstreamFailure } from './account-call';
import { createUpstreamClient, type UpstreamClient } from '../../upstream';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * The shopper's address book. Writes are checked against the country's rules before any call
 * (API400 naming the field), and every answer is the whole book, newest first.
 *   GET    /fapi/account/addresses                       { address: [...] }
 *   POST   /fapi/account/addresses                       add an address
 *   PUT    /fapi/account/addresses/:addressId            replace one (main: true makes it the main one of its type)
 *   DELETE /fapi/account/addresses/:addressId            delete one
 *   GET    /fapi/account/addresses/rules/:countryCode    a country's address rules in the site's locale (the same for everyone)
 */

const BODY_MAX_BYTES = 4 * 1024;

/** Generous for a shopper tidying their book, tight for a script filling it. */
export const ADDRESS_WRITE_LIMIT = { name: 'address-write', limit: 30, windowSeconds: 60 } as const;

function answer(c: Context<AppEnv>, result: LoadResult<StoredAddress[]>): Response {
  // A refusal keeps its status and errorId (CCA400, CCA401, PRO414).
  return result.ok ? c.json({ address: result.data }) : upstreamFailure(c, result);
}

/** The registered shopper's upstream client, or the answer for a caller who is not signed in. */
async function shopper(c: Context<AppEnv>): Promise<UpstreamClient | Response> {
  const shopper = await registeredShopper(c);
  return shopper instanceof Response ? shopper : shopper.upstream;
}

/** Counts a write against the caller's address; too many is 429 with Retry-After. */
async function writeAllowed(c: Context<AppEnv>): Promise<Response | null> {
  const verdict = await limitAttempt(c, ADDRESS_WRITE_LIMIT);
  return verdict.allowed ? null : tooManyAttempts(c, verdict.retryAfterSeconds);
}

function addressId(c: Context<AppEnv>): string | Response {
  const parsed = fapi.addresses.update.params.addressId.safeParse(c.req.param('addressId'));
  return parsed.success ? parsed.data : wordedError(c, 'CCA401', 'Invalid address id');
}

/**
 * The body as a valid address under its country's rules. Without the rules (the utilities are
 * down) the defaults judge it here and the backend judges it whole; a country the backend does
 * not know is the shopper's mistake.
 */
async function validBody(c: Context<AppEnv>, upstream: UpstreamClient) {
  const input = await readJsonBody(c, fapi.addresses.add.body, BODY_MAX_BYTES, 'The request body is not an address');
  if (input instanceof Response) return input;
  const country = CountryCodeSchema.safeParse(input.countryCode);
  if (!country.success) return apiError(c, 400, 'API400', 'countryCode: This field is required');
  const rules = await rulesFor(upstream, c.get('requestContext'), country.data);
  if (!rules.ok && rules.status === 404) return apiError(c, 400, 'API400', 'countryCode: we do not deliver to this country');
  const parsed = addressSchema(rules.ok ? rules.data : null).safeParse(input);
  return parsed.success ? parsed.data : apiError(c, 400, 'API400', firstProblemLine(parsed.error));
}

/** One write: rate limited, signed in, its id and body checked, in that order, before any upstream change. */
async function write(c: Context<AppEnv>, run: (upstream: UpstreamClient) => Promise<LoadResult<StoredAddress[]> | Response>): Promise<Response> {
  const limited = await writeAllowed(c);
  if (limited) return limited;
  const upstream = await shopper(c);
  if (upstream instanceof Response) return upstream;
  const result = await run(upstream);
  return result instanceof Response ? result : answer(c, result);
}

export const addressRoutes = new Hono<AppEnv>()
  .on(fapi.addresses.list.method, fapi.addresses.list.path, async (c) => {
    const upstream = await shopper(c);
    return upstream instanceof Response ? upstream : answer(c, await readAddresses(upstream));
  })
  .on(fapi.addresses.rules.method, fapi.addresses.rules.path, async (c) => {
    const country = fapi.addresses.rules.params.countryCode.safeParse(c.req.param('countryCode'));
    if (!country.success) return apiError(c, 'API404', 'No address rules for this country');
    const ctx = c.get('requestContext');
    const rules = await rulesFor(createUpstreamClient(c.env, ctx), ctx, country.data);
    if (!rules.ok) return apiError(c, rules.status === 404 ? 404 : 502, rules.status === 404 ? 'API404' : rules.errorId, rules.message);
    // The same for every shopper of the locale: browsers may keep it a while.
    c.header('cache-control', 'public, max-age=600');
    return c.json(rules.data);
  })
  .on(fapi.addresses.add.method, fapi.addresses.add.path, (c) =>
    write(c, async (upstream) => {
      const address = await validBody(c, upstream);
      return address instanceof Response ? address : addAddress(upstream, address);
    }),
  )
  .on(fapi.addresses.update.method, fapi.addresses.update.path, (c) =>
    write(c, async (upstream) => {
      const id = addressId(c);
      if (id instanceof Response) return id;
      const address = await validBody(c, upstream);
      return address instanceof Response ? address : updateAddress(upstream, id, address);
    }),
  )
  .on(fapi.addresses.remove.method, fapi.addresses.remove.path, (c) =>
    write(c, async (upstream) => {
      const id = addressId(c);
      return id instanceof Response ? id : removeAddress(upstream, id);
    }),
  );
