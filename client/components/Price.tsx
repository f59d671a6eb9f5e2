import type { Price as PriceFields } from '../../shared/catalogue/schemas/product';
import type { Site } from '../../shared/site';
import { formatMoney, formatPercent, roundPercent } from '../../shared/format';
import { useLocale, useT } from '../state/i18n';

function range(low: number, high: number, site: Pick<Site, 'currency' | 'language'>): string {
  return low === high ? formatMoney(low, site) : `${formatMoney(low, site)} – ${formatMoney(high, site)}`;
}

/** Current price, and the struck-through original with its discount when marked down. */
export function Price({ price, site }: { price: PriceFields; site: Site }) {
  const locale = useLocale();
  const t = useT();
  const money = { currency: price.currency, language: site.language };
  const markedDown = price.lowCurrent < price.lowOriginal;
  const current = range(price.lowCurrent, price.highCurrent, money);
  if (!markedDown) return <p className="price">{current}</p>;
  return (
    <p className="price price--sale">
      <span className="price__current">
        <span className="visually-hidden">{`${t('price.sale')} `}</span>
        {current}
      </span>{' '}
      <s className="price__original">
        <span className="visually-hidden">{`${t('price.original')} `}</span>
        {range(price.lowOriginal, price.highOriginal, money)}
      </s>{' '}
      <span className="price__discount">{t('price.discount', { percent: formatPercent(roundPercent(price.percentagePriceDiscount), locale) })}</span>
    </p>
  );
}
