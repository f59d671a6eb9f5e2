import type { PageLoader } from './page-context';

/** The error page is never asked for by path: a failed load shows it, so asking for it finds no page. */
export const loadError: PageLoader = () => Promise.resolve({ found: false });
