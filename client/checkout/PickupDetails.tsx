import { useId, useRef, useState, type FormEvent } from 'react';
import type { CheckoutState, PickupContactBody, ShopperContact } from '../../shared/checkout/checkout-routes';
import { signUpConfig, type Site } from '../../shared/site';
import { formatPhone } from '../../shared/validation/phone';
import { leftPhone, typedPhone } from '../components/ui/form';
import { isCollected } from '../../shared/checkout/shipment-methods';
import { wordIssue } from '../../shared/validation/field-issue';
import { PICKUP_CONTACT_FIELDS, validatePickupContact, type PickupContactField } from '../../shared/validation/pickup-contact';
import { useT } from '../state/i18n';
import { setPickupContact } from './checkout-client';
import { checkoutError } from './checkout-words';
import { storeLine } from './pickup-words';
import { CollectionPoints } from './CollectionPoints';
import { selectedCode } from './shipping-address';
import { startingPickupContact } from './prefill';

/** Whether any shipment is collected in store or at a collection point. */
export const hasCollectedShipment = (checkout: CheckoutState) => checkout.shipments.some((shipment) => isCollected(selectedCode(shipment)));

const LABELS = { contactName: 'checkout.pickup.contactName', email: 'checkout.pickup.email', phone: 'checkout.pickup.phone' } as const;
const AUTOCOMPLETE = { contactName: 'name', email: 'email', phone: 'tel' } as const;

/**
 * The store shipments (where each is collected), the pick-up point's collection point, and who
 * collects them. The contact is required where the site requires it, and always for a pick-up
 * point, whose parcel is addressed to them; elsewhere it may be given. A signed-in shopper's form
 * starts with their own details. Checked as typed with the shared rules; the worker checks it
 * again and names a refused field.
 */
export function PickupDetails({ site, checkout, contact, onState }: { site: Site; checkout: CheckoutState; contact: ShopperContact | null; onState(state: CheckoutState): void }) {
  const t = useT();
  const id = useId();
  const stores = checkout.shipments.flatMap((shipment) => (shipment.store && selectedCode(shipment) === 'pickup' ? [{ shippingId: shipment.shippingId, store: shipment.store }] : []));
  const saved = checkout.pickupContact;
  const [editing, setEditing] = useState(saved === null);
  const [values, setValues] = useState<PickupContactBody>(() =>
    saved ? { contactName: saved.contactName, email: saved.email, phone: formatPhone(saved.phone, signUpConfig(site)) } : startingPickupContact(site, contact),
  );
  const [errors, setErrors] = useState<Partial<Record<PickupContactField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<PickupContactField, HTMLInputElement | null>>>({});
  const points = checkout.shipments.filter((shipment) => selectedCode(shipment) === 'pudo');
  // A collection point is chosen for someone: the parcel waits there in their name.
  const required = checkout.pickupContactRequired || points.length > 0;
  const title = points.length === 0 ? 'checkout.pickup.title' : stores.length === 0 ? 'checkout.pickup.pointTitle' : 'checkout.pickup.storeAndPointTitle';

  function refuse(found: Partial<Record<PickupContactField, string>>) {
    setErrors(found);
    const first = PICKUP_CONTACT_FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const issues = validatePickupContact(values, signUpConfig(site), true);
    const found = Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, wordIssue(t, issue)])) as Partial<Record<PickupContactField, string>>;
    if (Object.keys(found).length) return refuse(found);
    setBusy(true);
    setProblem(null);
    const result = await setPickupContact(values);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setEditing(false);
      onState(result.data);
      return;
    }
    const field = result.error.field as PickupContactField | undefined;
    if (field && PICKUP_CONTACT_FIELDS.includes(field)) refuse({ [field]: t('checkout.pickup.invalid') });
    else setProblem(checkoutError(t, result.error));
  }

  if (!hasCollectedShipment(checkout)) return null;
  return (
    <section className="checkout-pickup" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(title)}</h3>
      {stores.map(({ shippingId, store }) => (
        <p key={shippingId} data-testid="pickup-store">
          {t('checkout.pickup.at', { store: store.name })}
          <br />
          {storeLine(store)}
        </p>
      ))}
      {editing ? (
        <form className="checkout-pickup__contact" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset>
            <legend>{t('checkout.pickup.contactTitle')}</legend>
            {required ? null : <p className="checkout-pickup__hint">{t('checkout.pickup.optional')}</p>}
            {PICKUP_CONTACT_FIELDS.map((field) => (
              <div key={field} className="address-form__field">
                <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
                <input
                  ref={(element) => {
                    inputs.current[field] = element;
                  }}
                  id={`${id}-${field}`}
                  name={field}
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                  maxLength={field === 'phone' ? 30 : field === 'email' ? 100 : 60}
                  value={values[field]}
                  aria-required={required ? true : undefined}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
                  onChange={(event) => setValues({ ...values, [field]: field === 'phone' ? typedPhone(event, signUpConfig(site)) : event.target.value })}
                  onBlur={field === 'phone' ? (event) => setValues({ ...values, phone: leftPhone(event, signUpConfig(site)) }) : undefined}
                />
                {errors[field] ? (
                  <p id={`${id}-${field}-error`} className="field__error">
                    {errors[field]}
                  </p>
                ) : null}
              </div>
            ))}
            {problem ? <p role="alert">{problem}</p> : null}
            <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
              {t('checkout.pickup.save')}
            </button>
          </fieldset>
        </form>
      ) : saved ? (
        <p data-testid="pickup-contact">
          {t('checkout.summary.pickupContact', { name: saved.contactName, email: saved.email, phone: formatPhone(saved.phone, signUpConfig(site)) })}{' '}
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            {t('checkout.pickup.change')}
          </button>
        </p>
      ) : null}
      {/* Who collects comes before the point: the point is chosen in their name. */}
      {points.map((shipment) => (
        <CollectionPoints key={shipment.shippingId} site={site} shipment={shipment} onState={onState} />
      ))}
    </section>
  );
}
