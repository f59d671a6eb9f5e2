import { callFapi, type ApiResult } from '../../api';
import { AddressListSchema, AddressRulesSchema, type AddressInput, type AddressRules, type StoredAddress } from '../../../shared/address/schemas/address';
import { addresses } from '../../../shared/fapi/routes/account';

/** The storefront's address book routes; the locale picks the site whose rules and names apply. */
const withLocale = (locale: string) => ({ query: { locale } });

export type BookResult = ApiResult<StoredAddress[]>;

const book = (result: ApiResult<{ address: StoredAddress[] }>): BookResult => (result.ok ? { ok: true, data: result.data.address } : result);

/** The book as the backend has it now. */
export async function readBook(locale: string): Promise<BookResult> {
  return book(await callFapi(addresses.list, AddressListSchema, withLocale(locale)));
}

/** Adds an address, or replaces one when `addressId` is given; answers the whole book. */
export async function saveAddress(locale: string, input: AddressInput, addressId?: string): Promise<BookResult> {
  const saved = addressId ? callFapi(addresses.update, AddressListSchema, { ...withLocale(locale), params: { addressId }, body: input }) : callFapi(addresses.add, AddressListSchema, { ...withLocale(locale), body: input });
  return book(await saved);
}

export async function deleteAddress(locale: string, addressId: string): Promise<BookResult> {
  return book(await callFapi(addresses.remove, AddressListSchema, { ...withLocale(locale), params: { addressId } }));
}

/**
 * A country's rules, asked once per page: they are the same for every shopper, and the worker
 * keeps them too. A failure is not remembered, so the next look asks again.
 */
export function rulesLoader(locale: string, known: AddressRules | null) {
  const asked = new Map<string, Promise<AddressRules | null>>();
  if (known) asked.set(known.countryCode, Promise.resolve(known));
  return (countryCode: string): Promise<AddressRules | null> => {
    let pending = asked.get(countryCode);
    if (!pending) {
      pending = callFapi(addresses.rules, AddressRulesSchema, { ...withLocale(locale), params: { countryCode } }).then((result) => {
        if (!result.ok) asked.delete(countryCode);
        return result.ok ? result.data : null;
      });
      asked.set(countryCode, pending);
    }
    return pending;
  };
}
