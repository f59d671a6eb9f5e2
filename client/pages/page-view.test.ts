import { describe, expect, it } from 'vitest';
import type { PageName } from '../../shared/routing';
import { definePageView, pageView, type PageView } from './page-view';
import { PAGE_VIEWS } from './views';

describe('pageView', () => {
  it('takes only the drawing of the model its page shows', () => {
    const drawsSearch = definePageView<'search'>(() => null as never);
    // @ts-expect-error: the search page's drawing cannot draw the home page's model
    const view = pageView('home', 'HomePage', () => Promise.resolve(drawsSearch));
    expect(view.chunk).toBe('HomePage');
  });
});

describe('PAGE_VIEWS', () => {
  it('do not compile with a page left out', () => {
    const withoutOne = { ...PAGE_VIEWS } as Omit<typeof PAGE_VIEWS, 'cart'>;
    // @ts-expect-error cart has no view
    const registry: Record<PageName, PageView> = withoutOne;
    expect(registry).toBeDefined();
  });
});
