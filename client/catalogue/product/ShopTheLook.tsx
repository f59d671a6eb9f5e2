import { useEffect, useRef, useState } from 'react';
import type { ProductSet } from '../../../shared/catalogue/schemas/product-sets';
import { api, callApi } from '../../api';
import type { Site } from '../../../shared/site';
import { Price } from '../../components/Price';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useNearViewport } from './use-near-viewport';
import { useT } from '../../state/i18n';

/** 'Shop the look' (the productSets call, then productSet): the first set this product is in, as a small tile row. */
export function ShopTheLook({ productId, site }: { productId: string; site: Site }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [set, setSet] = useState<ProductSet | null | undefined>(undefined);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    (async () => {
      const sets = await callApi(api.products.productSets, { params: { productId }, signal: controller.signal });
      const first = sets.ok ? sets.data.productSets[0] : undefined;
      if (!first) return setSet(null);
      const look = await callApi(api.products.productSet, { params: { productSetId: first.productSetId }, signal: controller.signal });
      setSet(look.ok ? look.data : null);
    })().catch(() => undefined);
    return () => controller.abort();
  }, [near, productId]);

  // Nothing to show is no section at all; the empty div only watches the viewport.
  if (!set) return <div ref={ref} className="shop-the-look__anchor" />;
  return (
    <section className="shop-the-look" aria-labelledby="shop-the-look-title">
      <h2 id="shop-the-look-title">{t('product.shopTheLook', { name: set.name })}</h2>
      <p className="shop-the-look__description">{set.description}</p>
      <ul className="shop-the-look__tiles">
        {set.products.map((tile) => (
          <li key={tile.id} className="shop-the-look__tile" aria-current={tile.id === productId ? 'page' : undefined}>
            <a href={tile.url}>
              <ResponsiveImage src={tile.image.src} alt={tile.image.alt} width={200} height={250} />
              <span className="shop-the-look__name">{tile.name}</span>
            </a>
            <Price price={tile.price} site={site} />
          </li>
        ))}
      </ul>
    </section>
  );
}
