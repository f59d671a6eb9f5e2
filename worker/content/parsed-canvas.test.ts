import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Canvas } from '../../shared/content/schemas/canvas';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import { parseCanvasBlocks } from './parsed-canvas';

// Counts the sanitiser's calls, and still sanitises with the real one.
vi.mock('../../shared/rich-text/sanitize', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../shared/rich-text/sanitize')>();
  return { ...real, sanitizeRichText: vi.fn(real.sanitizeRichText) };
});

const AUTHORED = '<p>Type &amp;lt;b&amp;gt; for bold &amp; more</p>';

const canvas: Canvas = {
  id: 'c1',
  name: 'home',
  kind: 'page',
  sections: {
    main: [
      { id: 'b1', type: 'rich-text', richText: AUTHORED },
      { id: 'b2', type: 'accordion', items: [{ id: 'i1', title: 'Care', richText: '<p>Wash cold<script>alert(1)</script></p>', components: [{ id: 'n1', type: 'rich-text', richText: '<p><a href="javascript:alert(1)">x</a></p>' }] }] },
    ],
  },
};

describe('parseCanvasBlocks', () => {
  afterEach(() => vi.mocked(sanitizeRichText).mockClear());

  it('sanitises each rich-text field of a canvas exactly once, at any depth', () => {
    const parsed = parseCanvasBlocks(canvas, () => {});
    expect(vi.mocked(sanitizeRichText).mock.calls.map(([html]) => html)).toEqual([AUTHORED, '<p>Wash cold<script>alert(1)</script></p>', '<p><a href="javascript:alert(1)">x</a></p>']);
    const [text, accordion] = parsed.sections.main as unknown as [{ richText: string }, { items: [{ richText: string; components: [{ richText: string }] }] }];
    // Entities stay as authored: nothing decoded or escaped a second time.
    expect(text.richText).toBe(AUTHORED);
    // And still sanitised: the script and the unsafe link target are gone.
    expect(accordion.items[0].richText).toBe('<p>Wash cold</p>');
    expect(accordion.items[0].components[0].richText).toBe('<p><a>x</a></p>');
  });
});
