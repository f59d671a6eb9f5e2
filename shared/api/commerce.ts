import { cart } from './cart';
import { consumer, utilities } from './consumer';
import { identity } from './identity';
import { products } from './products';
import { recommendations } from './recommendations';
import { reviews } from './reviews';
import { stores } from './stores';
import { wishlists } from './wishlists';

/**
 * The commerce platform's groups: the catalogue part the browser may reach through the proxy.
 * The browser imports this alone, so the CMS, engine and vendor schemas stay out of its bundle.
 */
export const commerceApi = { identity, cart, consumer, utilities, products, reviews, recommendations, stores, wishlists } as const;
