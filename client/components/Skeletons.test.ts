import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GridSkeleton } from './Skeletons';
import { TranslatorProvider } from '../state/i18n';
import { createTranslator } from '../../shared/i18n';
import { en } from '../../shared/i18n/messages';

describe('GridSkeleton', () => {
  it('names its placeholder grid on an element whose role allows a name', () => {
    // A labelled div without a role is invalid HTML (the W3C checker flags it) and the label is not announced.
    const html = renderToStaticMarkup(createElement(TranslatorProvider, { value: createTranslator('en-US', en), children: createElement(GridSkeleton, { cards: 2 }) }));
    expect(html).toMatch(/^<div class="grid-skeleton" role="group" aria-busy="true" aria-label="Loading products">/);
  });
});
