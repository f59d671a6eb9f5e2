import { endpoints } from './endpoint';
import * as routes from './routes/cart';

// Payloads and answers get their schemas with the cart and checkout features; until then each
// entry is its route alone (routes/cart.ts).

/** The basket, its items, addresses, payment and the order it becomes. */
export const cart = endpoints(routes.cart, {});
