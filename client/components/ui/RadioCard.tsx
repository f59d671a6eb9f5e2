import type { ReactNode } from 'react';

export interface RadioCardOptions {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  disabled?: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** What the choice costs, already written in the site's currency. */
  price?: ReactNode;
  className?: string;
}

/**
 * One choice among a few (a delivery or payment method) as a bordered card: the whole card is the
 * radio's label, so a tap anywhere on it chooses, and its name is the title, description and price.
 */
export function RadioCard({ name, value, checked, onChange, disabled, title, description, price, className }: RadioCardOptions) {
  return (
    <label className={className ? `radio-card ${className}` : 'radio-card'}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} disabled={disabled} />
      <span className="radio-card__body">
        <span className="radio-card__title">{title}</span>
        {description ? <span className="radio-card__description">{description}</span> : null}
      </span>
      {price !== undefined ? <span className="radio-card__price">{price}</span> : null}
    </label>
  );
}
