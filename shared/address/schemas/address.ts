import * as z from 'zod';

/*
 * The shapes of the address book: what a shopper sends (the address input), what the backend
 * keeps and answers (the stored address), and the per-country rules the utilities serve. The
 * rules themselves, and the one validator built from them, live in shared/address.
 */

/** The fields the address rules speak of, in the order a form shows them. */
export const ADDRESS_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'countryCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** S is a shipping address, B a billing one. */
export const ApproachTypeSchema = z.enum(['S', 'B']);
export type ApproachType = z.infer<typeof ApproachTypeSchema>;

export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'A country is a two-letter code');

/** Ours and the backend's: letters, digits, '-' and '_', so an id can never change a path. */
export const AddressIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'addressId is malformed');

/** What a value may become before any rule reads it. */
export const FieldTransformSchema = z.enum(['uppercase', 'digits', 'collapseSpaces']);
export type FieldTransform = z.infer<typeof FieldTransformSchema>;

/**
 * One field's rule from the server. A mask's `X` takes a digit, `A` a letter and `*` either;
 * anything else is written as it stands, e.g. `AXA XAX` for a Canadian postal code.
 */
export const FieldRuleSchema = z.object({
  required: z.boolean().optional(),
  minLength: z.number().int().nonnegative().optional(),
  maxLength: z.number().int().positive().optional(),
  pattern: z.string().max(300).optional(),
  mask: z.string().max(40).optional(),
  transforms: z.array(FieldTransformSchema).max(5).optional(),
});
export type FieldRule = z.infer<typeof FieldRuleSchema>;

export const ProvinceSchema = z.object({ code: z.string().min(1).max(10), name: z.string().min(1).max(60) });
export type Province = z.infer<typeof ProvinceSchema>;

/** The rules of one country in one locale (province names are in the locale's language). */
export const AddressRulesSchema = z.object({
  countryCode: CountryCodeSchema,
  locale: z.string(),
  /** The dial code a phone number in this country is stored under (`+1…`, `+44…`). */
  phoneCode: z.string().regex(/^\d{1,4}$/),
  fields: z.partialRecord(z.enum(ADDRESS_FIELDS), FieldRuleSchema),
  provinces: z.array(ProvinceSchema).optional(),
});
export type AddressRules = z.infer<typeof AddressRulesSchema>;

export const CountrySchema = z.object({ code: CountryCodeSchema, name: z.string() });
export type Country = z.infer<typeof CountrySchema>;

/** The countries an address may be in, named in the locale's language. */
export const CountryListSchema = z.object({ countries: z.array(CountrySchema) });
export type CountryList = z.infer<typeof CountryListSchema>;

/** No address field needs more; anything longer is refused before any rule is read. */
const RAW = z.string().max(200);

/**
 * An address as a shopper sends it: the fields as typed, its type and whether it is to be the
 * main one of its type. Only the shape is checked here; `addressSchema(rules)` checks the rules.
 */
export const AddressInputSchema = z
  .object({
    approachType: ApproachTypeSchema,
    main: z.boolean().optional(),
    firstName: RAW.default(''),
    lastName: RAW.default(''),
    email: RAW.default(''),
    phone: RAW.default(''),
    addressLine1: RAW.default(''),
    addressLine2: RAW.default(''),
    city: RAW.default(''),
    province: RAW.default(''),
    postalCode: RAW.default(''),
    countryCode: RAW.default(''),
    /** The country's name as shown; the code is what counts. */
    country: RAW.optional(),
    phoneCode: z.string().max(4).optional(),
    isValidated: z.boolean().optional(),
    subscriptions: z.object({ newsletterConsent: z.boolean() }).strict().optional(),
  })
  .strict();
export type AddressInput = z.input<typeof AddressInputSchema>;

/** An address as the backend keeps it. */
export const StoredAddressSchema = z.object({
  id: AddressIdSchema,
  approachType: ApproachTypeSchema,
  main: z.boolean(),
  recipientFirstName: z.string(),
  recipientLastName: z.string(),
  recipientContactEmail: z.string(),
  /** International form with a leading plus. */
  recipientContactPhone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  /** The province, state or department, as its code when the country lists them. */
  stateCityProvDept: z.string().optional(),
  postalCode: z.string(),
  countryCode: CountryCodeSchema,
});
export type StoredAddress = z.infer<typeof StoredAddressSchema>;

/** A kept address back as the fields a form or an order sends: the backend keeps them under its own names. */
export function addressFields(address: StoredAddress) {
  return {
    firstName: address.recipientFirstName,
    lastName: address.recipientLastName,
    email: address.recipientContactEmail,
    phone: address.recipientContactPhone,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    province: address.stateCityProvDept ?? '',
    postalCode: address.postalCode,
    countryCode: address.countryCode,
  };
}

/** Every address call answers the shopper's whole book, newest first, so main flags are always current. */
export const AddressListSchema = z.object({ address: z.array(StoredAddressSchema) });
export type AddressList = z.infer<typeof AddressListSchema>;
