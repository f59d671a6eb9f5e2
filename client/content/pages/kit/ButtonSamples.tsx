import { useT } from '../../../state/i18n';
import { Button, buttonClass, type ButtonVariant } from '../../../components/ui';
import { KitSection, KitStates, type KitSectionProps } from './KitStates';

/** Primary, secondary and text buttons, and a link drawn as a primary button, in each state. */
export function ButtonSamples({ site, idPrefix }: KitSectionProps) {
  const t = useT();
  const rows: { variant: ButtonVariant; label: string }[] = [
    { variant: 'primary', label: t('checkout.summary.place') },
    { variant: 'secondary', label: t('cart.couponApply') },
    { variant: 'text', label: t('cart.remove') },
  ];
  return (
    <KitSection id={`${idPrefix}-title`} title={t('kit.buttons')}>
      {rows.map(({ variant, label }) => (
        <KitStates
          key={variant}
          id={`${idPrefix}-${variant}`}
          title={t(`kit.${variant}`)}
          samples={[
            { state: 'default', node: <Button variant={variant}>{label}</Button> },
            { state: 'focus', node: <Button variant={variant} className="kit-focus">{label}</Button> },
            { state: 'disabled', node: <Button variant={variant} disabled>{label}</Button> },
            { state: 'loading', node: <Button variant={variant} busy>{label}</Button> },
          ]}
        />
      ))}
      <KitStates
        id={`${idPrefix}-link`}
        title={t('kit.link')}
        samples={[
          {
            state: 'default',
            node: (
              <a className={buttonClass('primary')} href={`/${site.locale}/cart`}>
                {t('cart.checkout')}
              </a>
            ),
          },
          {
            state: 'focus',
            node: (
              <a className={buttonClass('primary', 'kit-focus')} href={`/${site.locale}/cart`}>
                {t('cart.checkout')}
              </a>
            ),
          },
        ]}
      />
    </KitSection>
  );
}
