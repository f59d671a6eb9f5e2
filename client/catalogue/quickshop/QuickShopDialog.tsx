import { useEffect, useState } from 'react';
import type { InteractionOrigin } from '../../analytics/payloads';
import type { AvailabilityResponse } from '../../../shared/catalogue/schemas/inventory';
import type { Product } from '../../../shared/catalogue/schemas/product';
import { api, callApi } from '../../api';
import type { Site } from '../../../shared/site';
import { productPath } from '../../../shared/routing/classify-path';
import { AddToCart } from '../product/AddToCart';
import { PriceDetails } from '../product/PriceDetails';
import { VariantPicker } from '../product/VariantPicker';
import { isOrderable, sizesForColor } from '../product/variant-state';
import { useT } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; product: Product; availability: AvailabilityResponse | null };

/** The quickshop dialog's content, loaded when the dialog first opens (see dialog-shells). */
export function QuickShopBody({ productId, site, origin }: { productId: string; site: Site; origin: InteractionOrigin }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [colorCode, setColorCode] = useState<string | null>(null);
  const [sizeCode, setSizeCode] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const details = callApi(api.products.details, { params: { productId }, signal: controller.signal });
    const stock = callApi(api.products.availability, { params: { productId }, body: {}, signal: controller.signal });
    Promise.all([details, stock])
      .then(([product, availability]) => {
        if (!product.ok) return setState({ kind: 'error', message: errorMessage(t, product.error) });
        setColorCode(product.data.attributes.color.defaultColor);
        setState({ kind: 'ready', product: product.data, availability: availability.ok ? availability.data : null });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId]);

  if (state.kind === 'loading') return <p role="status" aria-busy="true">{t('common.loading')}</p>;
  if (state.kind === 'error') return <p role="alert">{state.message}</p>;
  const { product, availability } = state;
  const color = colorCode ?? product.attributes.color.defaultColor;
  const size = sizesForColor(product, color, availability).find((candidate) => candidate.code === sizeCode && candidate.available);
  const colorPath = productPath(site.locale, product.slug, `${product.id}${color}`);
  return (
    <div className="quickshop">
      <PriceDetails price={product.price} site={site} />
      <VariantPicker product={product} availability={availability} colorCode={color} sizeCode={sizeCode} onColor={setColorCode} onSize={setSizeCode} namePrefix="quickshop-" />
      {isOrderable(product, availability) ? <AddToCart productName={product.name} size={size} origin={origin} /> : <p className="pdp__stock pdp__stock--out">{t('product.outOfStock')}</p>}
      <a className="quickshop__details" href={colorPath}>{t('product.viewDetails')}</a>
    </div>
  );
}
