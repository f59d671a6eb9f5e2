import type { Site } from '../../shared/site';
import type { RequestContext } from '../env';

/**
 * Makes the request one of `site`: locale, site and the site params upstreams receive. For a
 * call that names no site and acts on a basket, whose own site it is then made for.
 */
export function adoptSite(ctx: RequestContext, site: Site): void {
  ctx.site = site;
  ctx.locale = site.locale;
  ctx.siteParams = { ...ctx.siteParams, siteId: site.siteId, region: site.region };
}
