import type { PageLoaders } from '../../pages/page-context';
import { loadComponents } from './load-components';
import { loadContent } from './load-content';
import { loadHelpContactUs, loadHelpReturns } from './load-help';
import { loadHome } from './load-home';

/** The pages whose models this home builds, each with its loader; the page registry gathers every home's. */
export const contentPages = {
  home: loadHome,
  'help-returns': loadHelpReturns,
  'help-contact-us': loadHelpContactUs,
  components: loadComponents,
  content: loadContent,
} satisfies PageLoaders;
