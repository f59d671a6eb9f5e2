import type { ServiceInputs } from '../services/inputs';
import { api } from '../../shared/api';
import type { CheckoutState, PickupContactBody } from '../../shared/checkout/checkout-routes';
import { signUpConfig } from '../../shared/site/sign-up-config';
import { parsePhone } from '../../shared/validation/phone';
import { PICKUP_CONTACT_FIELDS, validatePickupContact } from '../../shared/validation/pickup-contact';
import { withState } from './checkout-state';
import { onBasket, refused, type Checkout } from './opened-checkout';
import { fail, type Outcome } from './outcome';

/**
 * Keeps who collects the basket's store and collection-point shipments, checked with the shared
 * validators and the site's phone rules (a contact given is a whole one). A refusal names the
 * first field the form shows that is wrong.
 */
export const setPickupContact = (inputs: ServiceInputs, body: PickupContactBody) => onBasket<CheckoutState>(inputs, (checkout) => keepContact(checkout, body));

async function keepContact(checkout: Checkout, body: PickupContactBody): Promise<Outcome<CheckoutState>> {
  const config = signUpConfig(checkout.inputs.ctx.site);
  const issues = validatePickupContact(body, config, true);
  const field = PICKUP_CONTACT_FIELDS.find((name) => issues[name]);
  if (field) return fail(400, 'API400', `${field}: ${issues[field]?.key === 'validation.required' ? 'is required' : 'is not valid'}`, { field });
  const phone = parsePhone(body.phone, config)?.e164 ?? '';
  const set = await checkout.upstream.call(api.cart.setPickupContact, { params: { basketId: checkout.basketId }, body: { email: body.email.trim(), phone, contactName: body.contactName.trim() } });
  return set.ok ? withState(checkout, set) : refused(checkout, set);
}
