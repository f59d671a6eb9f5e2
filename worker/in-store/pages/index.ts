import type { PageLoaders } from '../../pages/page-context';
import { loadAssociateLogin } from './load-associate-login';

/** The pages whose models this home builds, each with its loader; the page registry gathers every home's. */
export const inStorePages = {
  'associate-login': loadAssociateLogin,
} satisfies PageLoaders;
