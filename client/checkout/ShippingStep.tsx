import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { keepFocus, moveFocus } from '../cart';
import type { CheckoutState, ShopperContact } from '../../shared/checkout/checkout-routes';
import type { AddressRules, Country } from '../../shared/address/schemas/address';
import type { Site } from '../../shared/site';
import { useT } from '../state/i18n';
import { AddressForm, SmsOptIn, type AddressValues, valuesOf, rulesLoader } from '../account';
import { SMS_OPT_IN_START, type SmsOptInState } from '../../shared/account/sms-opt-in';
import { setShippingAddress, setShippingMethod } from './checkout-client';
import type { StateResult } from '../payments';
import { addressLine, addressRefusal, checkoutAddress, savedAddressInput, checkoutError } from './checkout-words';
import { PickupDetails } from './PickupDetails';
import { ShipmentGroup } from './ShipmentGroup';
import { CheckoutGiftOptions } from './CheckoutGiftOptions';
import { ownSavedAddress, selectedCode, shippingAddressOf } from './shipping-address';
import { startingAddress } from './prefill';
import { takesShoppersAddress } from '../../shared/checkout/shipment-methods';

export interface ShippingStepProps {
  site: Site;
  checkout: CheckoutState;
  /** A signed-in shopper's own details, for a new address and the pickup contact to start from. */
  contact: ShopperContact | null;
  countries: readonly Country[];
  rules: AddressRules | null;
  onState(state: CheckoutState): void;
  onContinue(state: CheckoutState): void;
  /** A refusal that belongs above the step rather than at a field. */
  onProblem(message: string): void;
}

const NEW_ADDRESS = 'new';

/**
 * Where the order goes: a saved address (signed in) or one typed with the country's rules, the
 * SMS opt-in, then each shipment with its lines and where it goes, and its methods, soonest first
 * as the worker sorts them, with their cost, and each digital line's gift option.
 */
export function ShippingStep({ site, checkout, contact, countries, rules, onState, onContinue, onProblem }: ShippingStepProps) {
  const t = useT();
  const id = useId();
  const loadRules = useMemo(() => rulesLoader(site.locale, rules), [site.locale, rules]);
  const current = shippingAddressOf(checkout);
  const [editing, setEditing] = useState(current === null);
  const [sms, setSms] = useState<SmsOptInState>(SMS_OPT_IN_START);
  const [chosen, setChosen] = useState<string>(ownSavedAddress(checkout)?.id ?? NEW_ADDRESS);
  const [busy, setBusy] = useState(false);
  const onSms = useCallback((value: SmsOptInState) => setSms(value), []);
  const addressHeading = useRef<HTMLHeadingElement>(null);

  const settle = (result: StateResult): boolean => {
    if (!result.ok) return false;
    onState(result.data);
    setEditing(false);
    // The form gives way to the address it saved: focus goes to that address's heading.
    moveFocus(() => addressHeading.current);
    return true;
  };

  async function send(values: AddressValues) {
    const result = await setShippingAddress({ address: checkoutAddress(values), ...(sms.checked ? { smsOptIn: { accepted: sms.optInAccepted } } : {}) });
    if (settle(result)) return null;
    return result.ok ? null : addressRefusal(t, result.error);
  }

  async function applySaved() {
    const saved = checkout.savedAddresses.find((address) => address.id === chosen);
    if (!saved || busy) return;
    setBusy(true);
    const result = await setShippingAddress({ address: savedAddressInput(saved) });
    setBusy(false);
    if (!settle(result) && !result.ok) onProblem(checkoutError(t, result.error));
  }

  async function chooseMethod(shippingId: string, code: CheckoutState['shipments'][number]['methods'][number]['code']) {
    if (busy) return;
    setBusy(true);
    const result = await setShippingMethod({ shippingId, code });
    setBusy(false);
    if (result.ok) {
      onState(result.data);
      // A new method can rename the shipment and so redraw its choices: focus follows the radio chosen.
      keepFocus(() => document.querySelector<HTMLInputElement>(`.checkout-methods input[value="${code}"]:checked`));
    } else onProblem(checkoutError(t, result.error));
  }

  // A new address starts from who the shopper is (the saved ones are offered above it).
  const initial: AddressValues = current ? { ...valuesOf(current), approachType: 'S', main: false } : startingAddress(site, { savedAddresses: [] }, contact, 'S');
  const saved = checkout.savedAddresses;
  // A basket collected in store travels to no address of the shopper's, nor does one sent to a
  // pick-up point: its address is the collection point chosen below.
  const addressNeeded = checkout.shipments.some((shipment) => takesShoppersAddress(selectedCode(shipment)));

  return (
    <div className="checkout-shipping">
      {addressNeeded && editing && saved.length ? (
        <fieldset className="checkout-choice">
          <legend>{t('checkout.shipping.savedAddresses')}</legend>
          {saved.map((address) => (
            <label key={address.id} className="checkout-choice__option">
              <input type="radio" name={`${id}-saved`} value={address.id} checked={chosen === address.id} onChange={() => setChosen(address.id)} />
              {addressLine(address, site)}
            </label>
          ))}
          <label className="checkout-choice__option">
            <input type="radio" name={`${id}-saved`} value={NEW_ADDRESS} checked={chosen === NEW_ADDRESS} onChange={() => setChosen(NEW_ADDRESS)} />
            {t('checkout.shipping.newAddress')}
          </label>
          {chosen !== NEW_ADDRESS ? (
            <button type="button" className="button button--primary" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => void applySaved()}>
              {t('checkout.shipping.useAddress')}
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {addressNeeded && editing && (chosen === NEW_ADDRESS || !saved.length) ? (
        <AddressForm
          locale={site.locale}
          countries={countries}
          initial={initial}
          initialRules={rules}
          loadRules={loadRules}
          {...(current ? { onCancel: () => setEditing(false) } : {})}
          order={{
            title: t('checkout.shipping.addressTitle'),
            submitLabel: t('checkout.shipping.saveAddress'),
            send,
            extra: (_values, phoneValid) => (
              <SmsOptIn id={`${id}-sms`} name="smsOptIn" label={t('checkout.sms.label')} terms={t('checkout.sms.terms')} acceptedNote={t('checkout.sms.accepted')} value={sms} phoneValid={phoneValid} onChange={onSms} />
            ),
          }}
        />
      ) : null}
      {addressNeeded && !editing && current ? (
        <section className="checkout-address" aria-labelledby={`${id}-address`}>
          <h3 id={`${id}-address`} ref={addressHeading} tabIndex={-1}>
            {t('checkout.shipping.addressTitle')}
          </h3>
          <p data-testid="shipping-address">{addressLine(current, site)}</p>
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            {t('checkout.shipping.changeAddress')}
          </button>
        </section>
      ) : null}
      {checkout.shipments.map((shipment, index) => (
        <ShipmentGroup key={shipment.shippingId} site={site} checkout={checkout} shipment={shipment} index={index} busy={busy} onMethod={(shippingId, code) => void chooseMethod(shippingId, code)} />
      ))}
      <PickupDetails
        site={site}
        checkout={checkout}
        contact={contact}
        onState={(next) => {
          onState(next);
          // A chosen collection point is the first address the shipment has: show it as given.
          if (!current && shippingAddressOf(next)) setEditing(false);
        }}
      />
      <CheckoutGiftOptions checkout={checkout} onState={onState} onProblem={onProblem} />
      {(!editing && current) || !addressNeeded ? (
        <button type="button" className="button button--primary" disabled={busy || !checkout.steps.shipping} onClick={() => onContinue(checkout)}>
          {t('checkout.continueToBilling')}
        </button>
      ) : null}
    </div>
  );
}
