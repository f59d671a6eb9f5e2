import { CHECKOUT_STEPS, type CheckoutStep } from '../../shared/routing/checkout-step';
import { useT } from '../state/i18n';
import type { MessageKey } from '../../shared/i18n';

export const STEP_NAMES: Readonly<Record<CheckoutStep, MessageKey>> = {
  shipping: 'checkout.step.shipping',
  billing: 'checkout.step.billing',
  summary: 'checkout.step.summary',
};

/** Where the shopper is among the steps: an ordered list, the current step marked for assistive technology too. */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const t = useT();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav className="checkout-steps" aria-label={t('checkout.steps')}>
      <ol>
        {CHECKOUT_STEPS.map((step, index) => (
          <li key={step} className="checkout-steps__step" data-state={index < at ? 'done' : index === at ? 'current' : 'todo'} aria-current={index === at ? 'step' : undefined}>
            {t('checkout.stepNumber', { number: index + 1, name: t(STEP_NAMES[step]) })}
          </li>
        ))}
      </ol>
    </nav>
  );
}
