import { useT } from '../../../state/i18n';
import { Alert, Badge } from '../../../components/ui';
import { KitSection, type KitSectionProps } from './KitStates';

/** The four alert tones, with the shop's own messages. */
export function AlertSamples({ idPrefix }: KitSectionProps) {
  const t = useT();
  return (
    <KitSection id={`${idPrefix}-title`} title={t('kit.alerts')}>
      <div className="kit__stack">
        <Alert tone="info">{t('cart.deliveryChanged')}</Alert>
        <Alert tone="success">{t('checkout.payment.paidInFull')}</Alert>
        <Alert tone="warning">{t('cart.flash.ProductLineItemInventoryMissing')}</Alert>
        <Alert tone="error">{t('cart.removeFailed')}</Alert>
      </div>
    </KitSection>
  );
}

/** Badges in each tone. */
export function BadgeSamples({ idPrefix }: KitSectionProps) {
  const t = useT();
  return (
    <KitSection id={`${idPrefix}-title`} title={t('kit.badges')}>
      <p className="kit__inline">
        <Badge>{t('cart.bonus')}</Badge> <Badge tone="success">{t('checkout.shipping.free')}</Badge> <Badge tone="warning">{t('product.onlyLeft', { count: 2 })}</Badge>{' '}
        <Badge tone="error">{t('product.outOfStock')}</Badge>
      </p>
    </KitSection>
  );
}
