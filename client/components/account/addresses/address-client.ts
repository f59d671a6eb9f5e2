import { callFirstParty, type ApiResult } from '../../../api';
import { AddressListSchema, AddressRulesSchema, type AddressInput, type AddressRules, type StoredAddress } from '../../../../shared/schemas/address';

/** The storefront's address book routes; the locale picks the site whose rules and names apply. */
const ROUTE = '/fapi/account/addresses';

const withLocale = (path: string, locale: string) => `${ROUTE}${path}?locale=${encodeURIComponent(locale)}` as const;

export type BookResult = ApiResult<StoredAddress[]>;

const book = (result: ApiResult<{ address: StoredAddress[] }>): BookResult => (result.ok ? { ok: true, data: result.data.address } : result);

/** The book as the backend has it now. */
export async function readBook(locale: string): Promise<BookResult> {
  return book(await callFirstParty(withLocale('', locale) as `/fapi/${string}`, AddressListSchema));
}

/** Adds an address, or replaces one when `addressId` is given; answers the whole book. */
export async function saveAddress(locale: string, input: AddressInput, addressId?: string): Promise<BookResult> {
  const path = addressId ? `/${encodeURIComponent(addressId)}` : '';
  return book(await callFirstParty(withLocale(path, locale) as `/fapi/${string}`, AddressListSchema, { method: addressId ? 'PUT' : 'POST', body: input }));
}

export async function deleteAddress(locale: string, addressId: string): Promise<BookResult> {
  return book(await callFirstParty(withLocale(`/${encodeURIComponent(addressId)}`, locale) as `/fapi/${string}`, AddressListSchema, { method: 'DELETE' }));
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
      pending = callFirstParty(withLocale(`/rules/${encodeURIComponent(countryCode)}`, locale) as `/fapi/${string}`, AddressRulesSchema).then((result) => {
        if (!result.ok) asked.delete(countryCode);
        return result.ok ? result.data : null;
      });
      asked.set(countryCode, pending);
    }
    return pending;
  };
}
