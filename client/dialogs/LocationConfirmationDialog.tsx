import { useEffect, useRef } from 'react';
import type { MessageKey } from '../../shared/i18n';
import { locationAnswerCookie, switchPath } from '../../shared/location';
import type { PageName } from '../../shared/routing/pages';
import type { Site } from '../../shared/site';
import type { LocationOffer } from '../state/visitor-location';

export { locationOffer } from '../state/visitor-location';
import { useStore } from '../state/StoreContext';
import { useLocale, useT } from '../state/i18n';
import { LOCATION_SELECTOR_DIALOG } from './LocationSelectorDialog';

type YouAreInKey = Extract<MessageKey, `location.youAreIn.${string}`>;
type ShopKey = Extract<MessageKey, `location.shop.${string}`>;

export interface LocationConfirmationBodyProps {
  dialogId: string;
  offer: LocationOffer;
  site: Site;
  pageType: PageName;
  path: string;
}

/**
 * The location confirmation: where the visitor seems to be, the shop (or, in Canada, shops) for it
 * with the question in that shop's language too, and the choice to go there or stay. Going is a
 * plain navigation to the same product or category there, else that shop's home. Any way of
 * closing other than going (the stay button, Escape, the close button, the full list of sites) is staying; either answer
 * is remembered so the question is not asked again.
 */
export function LocationConfirmationBody({ dialogId, offer, site, pageType, path }: LocationConfirmationBodyProps) {
  const t = useT();
  const locale = useLocale();
  const { dialogs } = useStore();
  const answered = useRef(false);
  const shop = (shopLocale: string) => t(`location.shop.${shopLocale}` as ShopKey);

  function remember(chosen: string) {
    answered.current = true;
    document.cookie = locationAnswerCookie({ country: offer.country, locale: chosen }, { secure: window.isSecureContext });
  }

  useEffect(
    () => () => {
      if (!answered.current) remember(site.locale);
    },
    [],
  );

  const shops = new Intl.ListFormat(locale, { type: 'disjunction' }).format(offer.sites.map((candidate) => shop(candidate.locale)));
  const otherLanguages = offer.sites.filter((candidate) => candidate.language !== site.language && offer.prompts[candidate.locale]);
  return (
    <div className="location-confirmation">
      <p className="location-confirmation__question">
        {t(`location.youAreIn.${offer.country}` as YouAreInKey)} {t('location.confirmQuestion', { shops })}
      </p>
      {otherLanguages.map((candidate) => (
        <p key={candidate.locale} className="location-confirmation__translation" lang={candidate.language}>
          {offer.prompts[candidate.locale]}
        </p>
      ))}
      <p className="location-confirmation__note">{t('location.intro')}</p>
      <div className="location-confirmation__actions">
        {offer.sites.map((candidate) => (
          <a
            key={candidate.locale}
            className="location-confirmation__switch"
            href={switchPath(pageType, path, candidate.locale)}
            hrefLang={candidate.locale}
            onClick={() => remember(candidate.locale)}
          >
            {t('location.confirmSwitch', { shop: shop(candidate.locale) })}
            <span className="location-confirmation__currency">{candidate.currency}</span>
          </a>
        ))}
        <button
          type="button"
          className="location-confirmation__stay"
          onClick={() => {
            remember(site.locale);
            dialogs.close(dialogId);
          }}
        >
          {t('location.confirmStay', { shop: shop(site.locale) })}
        </button>
        {/* Someone abroad may want a third site: the full list, which closes this dialog (an answer: they choose there). */}
        <button type="button" className="link-button location-confirmation__other" onClick={() => dialogs.open(LOCATION_SELECTOR_DIALOG)}>
          {t('location.confirmOther')}
        </button>
      </div>
    </div>
  );
}
