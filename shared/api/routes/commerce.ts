import { cart } from './cart';
import { consumer, utilities } from './consumer';
import { identity } from './identity';
import { products } from './products';
import { recommendations } from './recommendations';
import { reviews } from './reviews';
import { stores } from './stores';
import { wishlists } from './wishlists';

/** The commerce platform's routes, the browser's half of `commerceApi`: what it may call, without the schemas. */
export const commerceRoutes = { identity, cart, consumer, utilities, products, reviews, recommendations, stores, wishlists } as const;
