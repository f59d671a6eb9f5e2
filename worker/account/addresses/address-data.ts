import { api } from '../../../shared/api';
import type { AddressRules, Country } from '../../../shared/address/schemas/address';
import type { LoadResult } from '../../../shared/page';
import { deliversTo } from '../../../shared/site/ship-to';
import type { RequestContext } from '../../env';
import type { UpstreamClient } from '../../upstream';

/*
 * The countries we deliver to and each country's address rules: the same for every shopper of a
 * locale, so one isolate keeps them for ten minutes. The key names everything that changes the
 * answer: the backend (real or mocked), the locale and, for rules, the country. Failures are not
 * kept, so the next request asks again. Answers are kept, not promises of them: a promise one
 * request made hangs another that awaits it once the first is cancelled.
 */

const TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 200;

const cache = new Map<string, { expires: number; value: LoadResult<unknown> }>();

async function cached<T>(key: string, load: () => Promise<LoadResult<T>>): Promise<LoadResult<T>> {
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as LoadResult<T>;
  const result = await load();
  if (result.ok) {
    if (cache.size >= MAX_ENTRIES && !cache.has(key)) cache.delete(cache.keys().next().value!);
    cache.set(key, { expires: Date.now() + TTL_MS, value: result });
  }
  return result;
}

const backend = (ctx: RequestContext) => (ctx.mockGroups.has('commerce') ? 'mock' : 'upstream');

/**
 * The countries an address may be in, named in the site's language: only those the site delivers
 * to, whatever else the utilities list (a backend serving several markets may list them all).
 */
export function countriesFor(upstream: UpstreamClient, ctx: RequestContext): Promise<LoadResult<Country[]>> {
  return cached(`countries|${backend(ctx)}|${ctx.locale}`, async () => {
    const result = await upstream.call(api.utilities.countryList, {});
    return result.ok ? { ok: true, data: result.data.countries.filter((country) => deliversTo(ctx.site, country.code)) } : result;
  });
}

/** One country's address rules in the site's locale (province names in its language). */
export function rulesFor(upstream: UpstreamClient, ctx: RequestContext, countryCode: string): Promise<LoadResult<AddressRules>> {
  return cached(`rules|${backend(ctx)}|${ctx.locale}|${countryCode}`, () => upstream.call(api.utilities.addressRules, { params: { countryCode } }));
}

/**
 * What an address form opens with, so it needs no round trip: the countries (the site's own alone
 * when the list is unavailable) and the site country's rules (null: the defaults judge meanwhile).
 */
export async function addressFormData(upstream: UpstreamClient, ctx: RequestContext): Promise<{ countries: Country[]; rules: AddressRules | null }> {
  const [countries, rules] = await Promise.all([countriesFor(upstream, ctx), rulesFor(upstream, ctx, ctx.site.country)]);
  return { countries: countries.ok ? countries.data : [{ code: ctx.site.country, name: ctx.site.countryName }], rules: rules.ok ? rules.data : null };
}
