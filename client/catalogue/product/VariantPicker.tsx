import type { ReactNode } from 'react';
import type { AvailabilityResponse } from '../../../shared/catalogue/schemas/inventory';
import type { Product } from '../../../shared/catalogue/schemas/product';
import { ColorPicker } from './ColorPicker';
import { SizePicker } from './SizePicker';
import { availableColors, lowStockMessage, sizesForColor, type SizeChoice } from './variant-state';
import { useT } from '../../state/i18n';

export interface VariantPickerProps {
  product: Product;
  availability: AvailabilityResponse | null;
  colorCode: string;
  sizeCode: string | null;
  onColor: (code: string) => void;
  onSize: (code: string) => void;
  /** Beside the size legend, e.g. the size chart button. */
  sizeAside?: ReactNode;
  /** Radios group by name page-wide: the quickshop dialog on a product page needs its own. */
  namePrefix?: string;
}

/** Colour and size with per-variant availability; both the product page and quickshop use it. */
export function VariantPicker({ product, availability, colorCode, sizeCode, onColor, onSize, sizeAside, namePrefix = '' }: VariantPickerProps) {
  const t = useT();
  const inStock = availableColors(product, availability);
  const colors = product.attributes.color.options.map((option) => ({ ...option, available: inStock.has(option.code) }));
  const color = colors.find((option) => option.code === colorCode) ?? colors[0]!;
  const sizes = sizesForColor(product, color.code, availability);
  const chosen = sizes.find((size) => size.code === sizeCode);
  const soldOut = sizes.filter((size) => !size.available);
  const lowStock = lowStockMessage(t, chosen);
  return (
    <div className="variant-picker">
      <ColorPicker name={`${namePrefix}color`} options={colors} selected={color} onSelect={onColor} />
      <div className="variant-picker__sizes">
        <SizePicker name={`${namePrefix}size`} options={sizes} selected={chosen?.available ? chosen.code : null} onSelect={onSize} />
        {sizeAside}
      </div>
      {soldOut.length > 0 && soldOut.length < sizes.length ? <p className="variant-picker__notice">{t('product.soldOutIn', { colour: color.label, sizes: labels(soldOut) })}</p> : null}
      {soldOut.length === sizes.length ? <p className="variant-picker__notice">{t('product.soldOutEverySize', { colour: color.label })}</p> : null}
      {lowStock ? <p className="variant-picker__low-stock" role="status">{lowStock}</p> : null}
    </div>
  );
}

const labels = (sizes: SizeChoice[]) => sizes.map((size) => size.label).join(', ');
