import type { PageLoaders } from '../../pages/page-context';
import { loadCategory } from './load-category';
import { loadProduct } from './load-product';
import { loadSearch } from './load-search';

/** The pages whose models this home builds, each with its loader; the page registry gathers every home's. */
export const cataloguePages = {
  category: loadCategory,
  product: loadProduct,
  search: loadSearch,
  'search-hub': loadSearch,
} satisfies PageLoaders;
