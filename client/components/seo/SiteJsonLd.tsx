import { getSite } from '../../../shared/site/sites';
import { organizationJsonLd, webSiteJsonLd } from '../../../shared/seo/site-json-ld';
import { JsonLd } from './JsonLd';
import { useSeoInfo } from './SeoContext';

/** The home page's schema.org Organization and WebSite, the latter with the site's search action. */
export function SiteJsonLd() {
  const seo = useSeoInfo();
  const site = getSite(seo?.locale);
  if (!seo || !site) return null;
  const input = { origin: seo.origin, site };
  return (
    <>
      <JsonLd data={organizationJsonLd(input)} />
      <JsonLd data={webSiteJsonLd(input)} />
    </>
  );
}
