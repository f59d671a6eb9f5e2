import * as z from 'zod';
import { RetrieveUserDataRequestSchema } from '../../account/schemas/sign-up';
import { SkuSchema } from '../../catalogue/schemas/inventory';
import * as routes from '../routes/test';
import { withSchemas } from './endpoint';

/*
 * The development and test hooks' inputs. What a hook answers is the mocks' control answer (or
 * the worker's own note for the tests), which only the tests read: `z.unknown()` until a test needs more.
 */

const ControlAnswerSchema = z.unknown();

/** The kinds of visitor a test may pose as (the worker holds what each means). */
export const VISITOR_TEST_KINDS = ['anonymous', 'logged-in', 'loyalty', 'employee', 'athlete', 'ipa', 'wranx', 'ipa-wranx'] as const;
export type VisitorTestKind = (typeof VISITOR_TEST_KINDS)[number];

export const VisitorTestQuerySchema = z.object({ kind: z.enum(VISITOR_TEST_KINDS), cart: z.enum(['empty', 'full']).default('empty') });

export const visitorTest = withSchemas(routes.visitorTest, {
  read: { query: VisitorTestQuerySchema, response: z.object({ visitor: z.looseObject({ loggedIn: z.boolean() }), customerId: z.string().nullable(), segmentKey: z.string() }) },
});

export const cartTest = withSchemas(routes.cartTest, {
  age: { body: z.object({ days: z.number().min(0).max(365) }), response: ControlAnswerSchema },
  reassign: { response: ControlAnswerSchema },
  fault: { body: z.object({ code: z.enum(['TAX309', 'TAX310', 'ORD415']) }), response: ControlAnswerSchema },
  // How many units of a variant are left to add and order (0: sold out), for a refused add.
  stock: { body: z.object({ sku: SkuSchema, available: z.number().int().min(0).max(100000) }), response: ControlAnswerSchema },
});

export const ordersTest = withSchemas(routes.ordersTest, {
  create: {
    body: z.object({
      status: z.enum(['created', 'shipped', 'delivered', 'cancelled', 'returned']).optional(),
      daysAgo: z.number().int().min(0).max(3650).optional(),
      giftCard: z.boolean().optional(),
    }),
    response: ControlAnswerSchema,
  },
});

/** A balance in minor units, for a test gift card or reward card in the site's currency. */
const TestCardBodySchema = z.object({ balance: z.number().int().min(0).max(10_000_000) }).strict();

export const giftCardTest = withSchemas(routes.giftCardTest, {
  create: { body: TestCardBodySchema, response: ControlAnswerSchema },
});

const ids = z.array(z.string().min(1).max(64)).max(50);

export const ugcTest = withSchemas(routes.ugcTest, {
  approve: { body: z.object({ reviewIds: ids.default([]), questionIds: ids.default([]) }).strict(), response: ControlAnswerSchema },
});

export const ledgerTest = withSchemas(routes.ledgerTest, {
  read: { query: z.object({ since: z.coerce.number().int().nonnegative() }), response: ControlAnswerSchema },
});

export const rewardCardTest = withSchemas(routes.rewardCardTest, {
  create: { body: TestCardBodySchema, response: ControlAnswerSchema },
});

export const authTest = withSchemas(routes.authTest, {
  unlock: { body: z.object({ email: z.string().trim().min(1).max(100) }), response: ControlAnswerSchema },
});

/** A test account in the mocks: a store employee's, a loyalty member's or an athlete's when asked. */
export const TestAccountBodySchema = z.object({
  email: z.string().email().max(100),
  password: z.string().min(8).max(100),
  consumerType: z.enum(['EMPLOYEE']).nullable().optional(),
  employeeTermsAccepted: z.boolean().nullable().optional(),
  loyaltyPoints: z.number().int().min(0).max(1_000_000).optional(),
  athlete: z.object({ annualCredit: z.number().min(0).max(100_000), currentSpend: z.number().min(0).max(100_000) }).strict().optional(),
  /** A shopper without a phone (null); otherwise the account has one. */
  phone: z.null().optional(),
});

export const accountTest = withSchemas(routes.accountTest, {
  outbox: { response: ControlAnswerSchema },
  // The signed link an email would carry, for a consumer the mocks know.
  prefillLink: { body: RetrieveUserDataRequestSchema, response: z.object({ link: z.string() }) },
  create: { body: TestAccountBodySchema, response: ControlAnswerSchema },
});
