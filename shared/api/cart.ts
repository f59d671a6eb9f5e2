import {
  AddItemQuerySchema,
  AddItemsSchema,
  ApplicableShippingMethodsSchema,
  ApplyCouponSchema,
  CartAndSavedSchema,
  CartQuerySchema,
  CartSchema,
  CartWithItemSchema,
  CreateCartSchema,
  PriceAdjustmentSchema,
  RemoveCouponQuerySchema,
  RemoveItemQuerySchema,
  ReserveWithItemSchema,
  SaveForLaterQuerySchema,
  SaveForLaterRequestSchema,
  SaveForLaterSchema,
  SetShippingMethodSchema,
  UpdateItemSchema,
  UpdatePriceAdjustmentSchema,
  UpdateSaveForLaterSchema,
} from '../schemas';
import { endpoints } from './endpoint';
import * as routes from './routes/cart';

// Addresses, payment and the order get their schemas with checkout; until then those entries are
// their route alone (routes/cart.ts).

/** The basket, its items, addresses, payment and the order it becomes. */
export const cart = endpoints(routes.cart, {
  createCart: { body: CreateCartSchema, response: CartSchema },
  createCartWithItem: { query: AddItemQuerySchema, body: CartWithItemSchema, response: CartSchema },
  cart: { query: CartQuerySchema, response: CartSchema },
  addItems: { query: AddItemQuerySchema, body: AddItemsSchema, response: CartSchema },
  removeItem: { query: RemoveItemQuerySchema, response: CartSchema },
  updateItem: { body: UpdateItemSchema, response: CartSchema },
  applyCoupon: { body: ApplyCouponSchema, response: CartSchema },
  removeCoupon: { query: RemoveCouponQuerySchema, response: CartSchema },
  setShippingMethod: { body: SetShippingMethodSchema, response: CartSchema },
  shippingMethods: { response: ApplicableShippingMethodsSchema },
  updateSaveForLater: { body: UpdateSaveForLaterSchema, response: CartAndSavedSchema },
  saveForLater: { body: SaveForLaterRequestSchema, response: CartAndSavedSchema },
  removeSavedItem: { response: SaveForLaterSchema },
  reserveWithItem: { body: ReserveWithItemSchema, response: CartSchema },
  addPriceAdjustment: { body: PriceAdjustmentSchema, response: CartSchema },
  updatePriceAdjustment: { body: UpdatePriceAdjustmentSchema, response: CartSchema },
  removePriceAdjustment: { response: CartSchema },
  savedForLater: { query: SaveForLaterQuerySchema, response: SaveForLaterSchema },
});
