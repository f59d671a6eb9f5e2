import { useState } from 'react';
import type { Product } from '../../shared/schemas';
import type { Site } from '../../shared/site';
import { productPath } from '../../shared/routing';
import { Breadcrumbs } from './Breadcrumbs';
import { ColorPicker } from './ColorPicker';
import { Price } from './Price';
import { ProductGallery } from './ProductGallery';
import { ProductLabels } from './ProductLabels';
import { Rating } from './Rating';
import { SizePicker } from './SizePicker';

/** The above-the-fold product: gallery, price and the colour/size choice. */
export function ProductDetail({ product, initialColor, site }: { product: Product; initialColor: string; site: Site }) {
  const [colorCode, setColorCode] = useState(initialColor);
  const [size, setSize] = useState<string | null>(null);
  const colors = product.attributes.color.options;
  const color = colors.find((option) => option.code === colorCode) ?? colors[0]!;
  const soldOut = product.inventory.status === 'OUT_OF_STOCK';

  function selectColor(code: string) {
    setColorCode(code);
    // The URL names the colour, so a shared link opens on it (spec §2 product code with colour).
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
          <Rating rating={product.rating} />
          <Price price={product.price} site={site} />
          <ProductLabels labels={product.labels} />
          <ColorPicker options={colors} selected={color} onSelect={selectColor} />
          <SizePicker options={product.attributes.size.options} selected={size} onSelect={setSize} />
          {soldOut ? <p className="pdp__stock pdp__stock--out">Out of stock</p> : null}
          <p className="pdp__code">Style {product.id}</p>
          <div className="pdp__description"><h2>Details</h2><p>{product.description}</p></div>
        </div>
      </div>
    </div>
  );
}
