export { loadComponents } from './load-components';
export { loadContent } from './load-content';
export { loadHelpContactUs, loadHelpReturns } from './load-help';
export { loadHome } from './load-home';
