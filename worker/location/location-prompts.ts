import { translatorFor } from '../../shared/i18n/catalogues';
import type { MessageKey } from '../../shared/i18n';
import { sitesForCountry } from '../../shared/location';
import type { VisitorLocation } from '../../shared/location/schemas/location';

type YouAreInKey = Extract<MessageKey, `location.youAreIn.${string}`>;
type ShopKey = Extract<MessageKey, `location.shop.${string}`>;

/**
 * The location question for each site serving `country`, each in that site's own language
 * ("Es sieht so aus, als wären Sie in Deutschland. Möchten Sie zu Ridgeline Deutschland wechseln?"):
 * the page words it in its own language, and this is the line a visitor who reads only the
 * other site's language understands.
 */
export function locationPrompts(country: string | null): VisitorLocation['sites'] {
  return sitesForCountry(country).map((site) => {
    const { t } = translatorFor(site);
    const where = t(`location.youAreIn.${site.country}` as YouAreInKey);
    const question = t('location.confirmQuestion', { shops: t(`location.shop.${site.locale}` as ShopKey) });
    return { locale: site.locale, prompt: `${where} ${question}` };
  });
}
