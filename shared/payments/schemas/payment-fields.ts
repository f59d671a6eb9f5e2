import * as z from 'zod';
import { PAYMENT_BODIES, PAYMENT_METHOD_IDS, type BodyFieldKind, type BodyFields, type PaymentMethodId } from '../methods';
import { PaymentInstrumentIdSchema, ProviderTokenSchema, RewardCodeSchema } from './payment-instruments';
import { GiftCardBalanceRequestSchema, GiftCardNumberInputSchema, GiftCardPinInputSchema } from './gift-card';
import { KlarnaAuthorizationTokenSchema, PayPalTokenSchema } from './approvals';

/*
 * The requests that add a payment instrument, built from each method's body fields
 * (`PAYMENT_BODIES`): one strict member per set of fields, told apart by the method's id, so a
 * method's bodies are described once, beside its descriptor, rather than in each schema.
 */

/** A loyalty voucher is named by the points it costs. */
export const LoyaltyPointsSchema = z.number().int().positive().max(1_000_000);

/** The schema of each kind of value a body carries. */
const FIELD_SCHEMAS = {
  providerToken: ProviderTokenSchema,
  flag: z.boolean(),
  paymentInstrumentId: PaymentInstrumentIdSchema,
  giftCardNumberInput: GiftCardNumberInputSchema,
  giftCardPinInput: GiftCardPinInputSchema,
  giftCardRequest: GiftCardBalanceRequestSchema,
  klarnaToken: KlarnaAuthorizationTokenSchema,
  payPalToken: PayPalTokenSchema,
  loyaltyPoints: LoyaltyPointsSchema,
  rewardCode: RewardCodeSchema,
} as const satisfies Record<BodyFieldKind, z.ZodType>;
type FieldSchemas = typeof FIELD_SCHEMAS;

type FieldSchema<F> = F extends `${infer K extends BodyFieldKind}?` ? z.ZodOptional<FieldSchemas[K]> : F extends BodyFieldKind ? FieldSchemas[F] : F extends BodyFields ? z.ZodObject<Shape<F>, z.core.$strict> : never;
type Shape<F extends BodyFields> = { -readonly [N in keyof F]: FieldSchema<F[N]> };

function shapeOf<F extends BodyFields>(fields: F): Shape<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      if (typeof field !== 'string') return [name, z.object(shapeOf(field)).strict()];
      const optional = field.endsWith('?');
      const schema: z.ZodType = FIELD_SCHEMAS[(optional ? field.slice(0, -1) : field) as BodyFieldKind];
      return [name, optional ? schema.optional() : schema];
    }),
  ) as Shape<F>;
}

type Side = 'page' | 'backend';
type Bodies = typeof PAYMENT_BODIES;
/** One member per set of fields of the method; the conditional spreads over the sets. */
type Member<Id extends string, K extends PaymentMethodId, F> = F extends BodyFields ? z.ZodObject<{ [P in Id]: z.ZodLiteral<K> } & Shape<F>, z.core.$strict> : never;
type Members<Id extends string, S extends Side> = { [K in PaymentMethodId]: Member<Id, K, Bodies[K][S][number]> }[PaymentMethodId];

/** Every method's bodies on one side, each set of fields a strict object beside the method's id under `idField`. */
export function instrumentBodySchema<Id extends string, S extends Side>(idField: Id, side: S): z.ZodUnion<readonly Members<Id, S>[]> {
  const members = PAYMENT_METHOD_IDS.flatMap((id) => PAYMENT_BODIES[id][side].map((fields: BodyFields) => z.object({ [idField]: z.literal(id), ...shapeOf(fields) }).strict()));
  return z.union(members) as unknown as z.ZodUnion<readonly Members<Id, S>[]>;
}
