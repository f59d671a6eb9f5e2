import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GridSkeleton } from './Skeletons';

describe('GridSkeleton', () => {
  it('names its placeholder grid on an element whose role allows a name', () => {
    // A labelled div without a role is invalid HTML (the W3C checker flags it) and the label is not announced.
    const html = renderToStaticMarkup(createElement(GridSkeleton, { cards: 2 }));
    expect(html).toMatch(/^<div class="grid-skeleton" role="group" aria-busy="true" aria-label="Loading products">/);
  });
});
