import type { Translate } from '../../../shared/i18n';
import type { AddressProblem } from '../../../shared/address';
import type { StoredAddress } from '../../../shared/address/schemas/address';

/** A field's problem in the page's language. */
export function problemText(t: Translate, problem: AddressProblem): string {
  switch (problem.kind) {
    case 'required':
      return t('validation.required');
    case 'tooShort':
      return t('validation.minLength', { min: problem.limit });
    case 'tooLong':
      return t('addresses.problem.tooLong', { count: problem.limit });
    case 'email':
      return t('validation.emailInvalid');
    case 'name':
      return t('addresses.problem.name');
    case 'phone':
      return t('addresses.problem.phone');
    case 'province':
      return t('addresses.problem.province');
    case 'invalid':
      return t('addresses.problem.invalid');
  }
}

/** One line naming an address, for buttons that act on it ("Edit Ada Okafor, 1200 Pearl St"). */
export function addressName(address: StoredAddress): string {
  return `${address.recipientFirstName} ${address.recipientLastName}, ${address.addressLine1}`;
}
