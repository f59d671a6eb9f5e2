/*
 * One address written as its country writes it on an envelope, for every page and document that
 * shows one (checkout, the confirmation, the order pages, the invoice, the address book).
 */

/** An address's parts, whichever of the backend's shapes it came in. */
export interface PostalAddress {
  name: string;
  line1: string;
  line2?: string | undefined;
  city: string;
  /** The state or province as its code where the country lists them (CO, QC). */
  province?: string | undefined;
  postalCode: string;
  countryCode: string;
}

/** Where it is shown: the page's language names the country, and a site's own country goes unnamed. */
export interface AddressDisplayOptions {
  locale: string;
  siteCountry: string;
}

/** The line with the town: each country puts the postal code and the region where its post reads them. */
function placeLines({ city, province, postalCode, countryCode }: PostalAddress): string[] {
  switch (countryCode) {
    // City, state and ZIP on one line: Denver, CO 80202.
    case 'US':
      return [[city, [province, postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')];
    // Canada Post: municipality, province, then two spaces before the postal code: Montréal QC  H3B 1K9.
    case 'CA':
      return [[[city, province].filter(Boolean).join(' '), postalCode].filter(Boolean).join('  ')];
    // Royal Mail: the post town, then the postcode on a line of its own.
    case 'GB':
      return [city, postalCode].filter(Boolean);
    // Most of Europe: the postal code before the town, 10115 Berlin, 0159 Oslo.
    default:
      return [[postalCode, city].filter(Boolean).join(' ')];
  }
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the page's language (Deutschland, Allemagne, Tyskland), from the platform's own data. */
export function countryName(countryCode: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

/**
 * The address's lines, top to bottom: recipient, street lines, the place as its country writes it,
 * and the country's name when it is not the site's own (as a letter within a country leaves it off).
 * @example addressLines(denver, { locale: 'en-us', siteCountry: 'US' }) // ['Ada Byron', '1601 Wynkoop St', 'Denver, CO 80202']
 */
export function addressLines(address: PostalAddress, options: AddressDisplayOptions): string[] {
  const country = address.countryCode && address.countryCode !== options.siteCountry ? [countryName(address.countryCode, options.locale)] : [];
  return [address.name, address.line1, address.line2 ?? '', ...placeLines(address), ...country].map((line) => line.trim()).filter(Boolean);
}

/** The same lines on one line, for a summary or a choice among addresses. */
export function addressOneLine(address: PostalAddress, options: AddressDisplayOptions): string {
  return addressLines(address, options).join(', ');
}

/** The backend's kept address (address book, checkout) as its parts. */
export function postalOfStored(address: {
  recipientFirstName: string;
  recipientLastName: string;
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  stateCityProvDept?: string | undefined;
  postalCode: string;
  countryCode: string;
}): PostalAddress {
  return {
    name: `${address.recipientFirstName} ${address.recipientLastName}`,
    line1: address.addressLine1,
    line2: address.addressLine2,
    city: address.city,
    province: address.stateCityProvDept,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}

/** An order's address as its parts. */
export function postalOfOrder(address: { firstName: string; lastName: string; address1: string; address2?: string | undefined; city: string; province?: string | undefined; postalCode: string; countryCode: string }): PostalAddress {
  return { name: `${address.firstName} ${address.lastName}`, line1: address.address1, line2: address.address2, city: address.city, province: address.province, postalCode: address.postalCode, countryCode: address.countryCode };
}
