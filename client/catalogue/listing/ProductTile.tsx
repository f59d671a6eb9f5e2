import { useState } from 'react';
import type { ProductTile as ProductTileFields } from '../../../shared/catalogue/schemas/catalog';
import type { Site } from '../../../shared/site';
import { Price } from '../../components/Price';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { QuickShopButton } from '../quickshop/QuickShopButton';
import { ProductLabels } from '../product/ProductLabels';
import { Rating } from '../../components/Rating';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useT } from '../../state/i18n';

/**
 * A grid card; its colour swatches switch the image without leaving the grid. The worker renders
 * grids' tiles apart from the page (worker/render/tile-slots.tsx) with the translator, the store
 * and the favourites settings only: a tile that reads any other context must be given it there.
 */
export function ProductTile({ product, site, eager }: { product: ProductTileFields; site: Site; eager: boolean }) {
  const t = useT();
  const [colorCode, setColorCode] = useState(product.colors[0]?.code);
  const color = product.colors.find((candidate) => candidate.code === colorCode);
  const image = color?.image ?? product.image;
  return (
    <li>
      <a href={product.url}>
        <ResponsiveImage src={image.src} alt={image.alt} width={320} height={400} eager={eager} />
        {product.eyebrow ? <span className="tile__eyebrow">{product.eyebrow}</span> : null}
        <h3>{product.name}</h3>
      </a>
      <FavoriteButton productId={product.id} productName={product.name} />
      {product.badge ? <span className="tile__badge">{product.badge}</span> : null}
      <Price price={product.price} site={site} />
      <QuickShopButton productId={product.id} productName={product.name} />
      <ProductLabels labels={product.labels} />
      <Rating rating={product.rating} />
      {product.colors.length > 1 ? (
        <ul className="swatches" aria-label={t('tile.colours', { name: product.name })}>
          {product.colors.map((option) => (
            <li key={option.code}>
              {/* Markup is kept lean (no type or class: CSS selects by structure) because every attribute costs SSR time on a 48-tile grid. */}
              <button
                style={{ backgroundColor: option.hex }}
                aria-label={option.label}
                aria-pressed={option.code === colorCode}
                onClick={() => setColorCode(option.code)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
