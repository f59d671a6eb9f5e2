import { useId, useState } from 'react';
import { formatMoney } from '../../../../shared/format';
import { useT } from '../../../state/i18n';
import { RadioCard } from '../../../components/ui';
import { KitSection, KitStates, type KitSectionProps } from './KitStates';

/** Delivery and payment choices as radio cards: chosen, not chosen, focused and unavailable. */
export function RadioCardSamples({ site, idPrefix }: KitSectionProps) {
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState('CREDIT_CARD');
  const price = formatMoney(7.95, site);
  return (
    <KitSection id={`${idPrefix}-title`} title={t('kit.radioCards')}>
      <fieldset className="radio-cards kit__cards">
        <legend>{t('checkout.payment.payWith')}</legend>
        {(['CREDIT_CARD', 'PAYPAL', 'KLARNA'] as const).map((method) => (
          <RadioCard key={method} name={`${id}-pay`} value={method} checked={chosen === method} onChange={() => setChosen(method)} title={t(`checkout.payment.method.${method}`)} />
        ))}
      </fieldset>
      <KitStates
        id={`${idPrefix}-delivery`}
        title={t('checkout.shipping.methods')}
        samples={[
          { state: 'default', node: <RadioCard name={`${id}-a`} value="a" checked onChange={() => undefined} title={t('product.pickUpInStore')} description={t('checkout.shipping.deliveryTime', { time: '2–3' })} price={t('checkout.shipping.free')} /> },
          { state: 'focus', node: <RadioCard name={`${id}-b`} value="b" checked={false} onChange={() => undefined} className="kit-focus" title={t('checkout.express.start')} description={t('checkout.shipping.deliveryTime', { time: '1–2' })} price={price} /> },
          { state: 'disabled', node: <RadioCard name={`${id}-c`} value="c" checked={false} disabled onChange={() => undefined} title={t('checkout.express.start')} description={t('checkout.express.unavailable')} price={price} /> },
        ]}
      />
    </KitSection>
  );
}
