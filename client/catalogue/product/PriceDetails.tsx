import type { Price as PriceFields } from '../../../shared/catalogue/schemas/product';
import type { Site } from '../../../shared/site';
import { formatMoney } from '../../../shared/format';
import { Price } from '../../components/Price';
import { useT } from '../../state/i18n';

/**
 * The product page price: the tile's price plus, where the locale's law asks for it
 * (Site.showsLowestPriorPrice, EU Omnibus), the lowest price before the markdown.
 */
export function PriceDetails({ price, site }: { price: PriceFields; site: Site }) {
  const t = useT();
  const money = { currency: price.currency, language: site.language };
  const markedDown = price.lowCurrent < price.lowOriginal;
  const showPrior = site.showsLowestPriorPrice && markedDown;
  return (
    <div className="price-details">
      <Price price={price} site={site} />
      {showPrior && price.historicBestPrice !== undefined ? (
        <p className="price-details__prior">{t('price.lowestPrior', { price: formatMoney(price.historicBestPrice, money) })}</p>
      ) : null}
      {showPrior && price.previousBestSalesPrice !== undefined && price.previousBestSalesPrice !== price.historicBestPrice ? (
        <p className="price-details__prior">{t('price.previousBest', { price: formatMoney(price.previousBestSalesPrice, money) })}</p>
      ) : null}
    </div>
  );
}
