import { useT } from '../state/i18n';

export interface BuyNowPayLaterInfoProps {
  /** The shopper has read the terms and goes on to Klarna's authorisation. */
  onContinue(): void;
}

/** What paying later with Klarna means, before the shopper is sent to Klarna's own page. */
export function BuyNowPayLaterInfoBody({ onContinue }: BuyNowPayLaterInfoProps) {
  const t = useT();
  return (
    <div className="bnpl-info">
      <p>{t('checkout.klarna.terms')}</p>
      <p>{t('checkout.klarna.lateFees')}</p>
      <button type="button" className="button button--primary" onClick={onContinue}>
        {t('checkout.klarna.proceed')}
      </button>
    </div>
  );
}
