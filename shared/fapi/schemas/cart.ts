import { AddSetBodySchema, AddToCartBodySchema, CartAnswerSchema, CartReadQuerySchema, CouponBodySchema, DeliveryBodySchema, ItemParamSchema, RestoreBodySchema, UpdateLineBodySchema } from '../../cart/cart-routes';
import { SaveForLaterIdSchema } from '../../cart/schemas/cart';
import * as routes from '../routes/cart';
import { withSchemas } from './endpoint';

const line = { itemId: ItemParamSchema };
const saved = { listId: SaveForLaterIdSchema, itemId: ItemParamSchema };

/** The session's basket: every action answers the basket as it now is (and the saved list when read). */
export const cart = withSchemas(routes.cart, {
  read: { query: CartReadQuerySchema, response: CartAnswerSchema },
  addItem: { body: AddToCartBodySchema, response: CartAnswerSchema },
  addSet: { body: AddSetBodySchema, response: CartAnswerSchema },
  updateLine: { params: line, body: UpdateLineBodySchema, response: CartAnswerSchema },
  removeLine: { params: line, response: CartAnswerSchema },
  setDelivery: { params: line, body: DeliveryBodySchema, response: CartAnswerSchema },
  saveForLater: { params: line, response: CartAnswerSchema },
  moveToCart: { params: saved, response: CartAnswerSchema },
  removeSaved: { params: saved, response: CartAnswerSchema },
  applyCoupon: { body: CouponBodySchema, response: CartAnswerSchema },
  // The code in the path is checked as the body's code is when applied.
  removeCoupon: { params: { code: CouponBodySchema.shape.code }, response: CartAnswerSchema },
  restore: { body: RestoreBodySchema, response: CartAnswerSchema },
});

