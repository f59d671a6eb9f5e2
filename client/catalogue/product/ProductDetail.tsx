import { useState } from 'react';
import type { AvailabilityResponse } from '../../../shared/catalogue/schemas/inventory';
import type { Product } from '../../../shared/catalogue/schemas/product';
import type { Site } from '../../../shared/site';
import { productPath } from '../../../shared/routing/classify-path';
import { PickupInStoreDialog, SizeChartButton, SizeChartDialog } from '../../dialogs/dialog-shells';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { AddToCart } from './AddToCart';
import { NotifyMe } from './NotifyMe';
import { PriceDetails } from './PriceDetails';
import { StoreStock } from './StoreStock';
import { VariantPicker } from './VariantPicker';
import { isOrderable, sizesForColor } from './variant-state';
import { useLiveAvailability } from './live-availability';
import { ProductGallery } from './ProductGallery';
import { ProductLabels } from './ProductLabels';
import { Rating } from '../../components/Rating';
import { useT } from '../../state/i18n';

interface ProductDetailProps {
  product: Product;
  /** Per-variant stock from the server, so sold-out sizes are right at first paint. */
  availability: AvailabilityResponse | null;
  initialColor: string;
  site: Site;
}

/** The above-the-fold product: gallery, price, the colour/size choice and how to get it. */
export function ProductDetail({ product, availability: rendered, initialColor, site }: ProductDetailProps) {
  const t = useT();
  const availability = useLiveAvailability(product.id, rendered);
  const [colorCode, setColorCode] = useState(initialColor);
  const [sizeCode, setSizeCode] = useState<string | null>(null);
  const colors = product.attributes.color.options;
  const color = colors.find((option) => option.code === colorCode) ?? colors[0]!;
  const sizes = sizesForColor(product, color.code, availability);
  const size = sizes.find((candidate) => candidate.code === sizeCode && candidate.available);
  const soldOutSizes = sizes.filter((candidate) => !candidate.available);
  const orderable = isOrderable(product, availability);

  function selectColor(code: string) {
    setColorCode(code);
    // The URL names the colour, so a shared link opens on it (the product code carries the colour).
    history.replaceState(history.state, '', productPath(site.locale, product.slug, `${product.id}${code}`) + location.search);
  }

  return (
    <div className="pdp">
      <Breadcrumbs items={product.breadcrumbs} current={product.name} />
      <div className="pdp__layout">
        <ProductGallery images={color.images} />
        <div className="pdp__info">
          {product.eyebrow ? <p className="pdp__eyebrow">{product.eyebrow}</p> : null}
          <h1 className="pdp__name">{product.name}</h1>
          <FavoriteButton productId={product.id} productName={product.name} />
          <Rating rating={product.rating} />
          <PriceDetails price={product.price} site={site} />
          <ProductLabels labels={product.labels} />
          <VariantPicker product={product} availability={availability} colorCode={color.code} sizeCode={sizeCode} onColor={selectColor} onSize={setSizeCode} sizeAside={<SizeChartButton />} />
          {orderable ? <AddToCart productName={product.name} size={size} /> : <p className="pdp__stock pdp__stock--out">{t('product.outOfStock')}</p>}
          {soldOutSizes.length > 0 && !orderable ? <NotifyMe key={color.code} productId={product.id} sizes={soldOutSizes} /> : null}
          {soldOutSizes.length > 0 && orderable ? (
            // Most shoppers buy an available size: the form for a sold-out one waits behind a disclosure.
            <details className="notify-me-toggle">
              <summary>{t('product.notifyToggle')}</summary>
              <NotifyMe key={color.code} productId={product.id} sizes={soldOutSizes} showTitle={false} />
            </details>
          ) : null}
          <StoreStock productId={product.id} size={size} />
          <p className="pdp__code">{t('product.style', { id: product.id })}</p>
          <div className="pdp__description"><h2>{t('product.details')}</h2><p>{product.description}</p></div>
        </div>
      </div>
      <PickupInStoreDialog productId={product.id} size={size} />
      <SizeChartDialog productType={product.productType} />
    </div>
  );
}
