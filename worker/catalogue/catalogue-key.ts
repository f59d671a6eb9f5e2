import type { RequestContext } from '../env';
import type { VisitorKind } from '../../shared/decisions/personalisation';

/** A catalogue call's query, as the key sees it. */
export type CatalogueQuery = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/**
 * The price list a shopper's catalogue answers are priced from. Today every
 * upstream price is the guest's, but member, loyalty, employee and programme
 * prices arrive with identity, so a cached answer must never cross from one
 * class of shopper to another. A class, never a person: signed out, signed
 * in, loyalty member, plus every role (employee, athlete, ipa, wranx), sorted.
 */
export function priceGroupOf(visitor: Pick<VisitorKind, 'loggedIn' | 'loyaltyMember' | 'roles'>): string {
  const login = !visitor.loggedIn ? 'guest' : visitor.loyaltyMember ? 'loyal' : 'member';
  return visitor.roles.length === 0 ? login : `${login}.${[...visitor.roles].sort().join('+')}`;
}

/**
 * The key of one catalogue request in a per-isolate cache: everything that can
 * change the answer. The upstream call itself (backend or mocks, path and query,
 * facets in canonical order) plus what its headers say about the shopper: site,
 * locale, region, channel (the app gets other content) and price group.
 */
export function catalogueKey(ctx: Pick<RequestContext, 'mockGroups' | 'locale' | 'siteParams' | 'visitor'>, path: string, query: CatalogueQuery): string {
  const params = Object.entries(query)
    .map(([name, value]) => `${name}=${Array.isArray(value) ? value.join(',') : String(value)}`)
    .sort();
  return JSON.stringify([
    ctx.mockGroups.has('commerce') ? 'mocks' : 'backend',
    ctx.siteParams.siteId,
    ctx.locale,
    ctx.siteParams.region,
    ctx.siteParams.channel,
    priceGroupOf(ctx.visitor),
    path,
    params,
  ]);
}
