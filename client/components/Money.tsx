import { formatMinor } from '../../shared/format';
import type { Site } from '../../shared/site';

export interface MoneyProps {
  /** Minor units, as the totals rule gives them; negative for what is taken off. */
  amount: number;
  currency: string;
  site: Pick<Site, 'language'>;
  className?: string;
}

/** One amount in the site's own writing, a negative one led by the minus sign ("−$2.50"). */
export function Money({ amount, currency, site, className }: MoneyProps) {
  return (
    <span className={className ? `money ${className}` : 'money'} data-negative={amount < 0 || undefined}>
      {formatMinor(amount, { currency, language: site.language })}
    </span>
  );
}
