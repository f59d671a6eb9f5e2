import { describe, expect, it } from 'vitest';
import { parseBlock } from '../../../../shared/content/schemas/canvas';
import { SITES } from '../../../../shared/site';
import type { CanvasContext } from '../context';
import { errorCanvas, homeCanvas } from '../home';
import { cardsBlocks } from './cards';
import { personalisationBlocks } from './personalisation';
import { textBlocks } from './text';

const ctx: CanvasContext = { site: SITES[0]!, locale: SITES[0]!.locale, mode: 'publish' };

describe('kitchen-sink text, cards and personalisation blocks', () => {
  const families = { text: textBlocks(ctx), cards: cardsBlocks(ctx), personalisation: personalisationBlocks(ctx) };

  for (const [family, blocks] of Object.entries(families)) {
    it(`every ${family} block parses`, () => {
      for (const raw of blocks) {
        const parsed = parseBlock(raw);
        expect(parsed.ok ? 'ok' : parsed.issues, (raw as { id: string }).id).toBe('ok');
      }
    });
  }

  it('uses every block type of the three families', () => {
    const types = new Set(Object.values(families).flat().map((raw) => (raw as { type: string }).type));
    for (const type of ['rich-text', 'accordion', 'anchor', 'button', 'spacer', 'category-card', 'collection', 'linked-cards', 'multi-link-card', 'visual-selector', 'secondary-nav', 'icon-and-text', 'benefit-bar', 'segmentation', 'experience', 'filter-by']) {
      expect(types).toContain(type);
    }
  });

  it('drops a malformed nested block and keeps its siblings', () => {
    const parsed = parseBlock(families.personalisation[0]);
    if (!parsed.ok || parsed.block.type !== 'segmentation') throw new Error('segmentation did not parse');
    expect(parsed.block.segments[1]!.components.map((block) => block.id)).toEqual(['ks-segment-guests-copy']);
  });

  it('sanitises rich text nested in other blocks', () => {
    const parsed = parseBlock({ id: 'a', type: 'accordion', items: [{ id: 'i', title: 'Q', richText: '<p><a href="javascript:alert(1)">x</a> <a href="https://example.com">y</a></p>' }] });
    if (!parsed.ok || parsed.block.type !== 'accordion') throw new Error('accordion did not parse');
    expect(parsed.block.items[0]!.richText).toBe('<p><a>x</a> <a href="https://example.com" rel="noopener noreferrer" target="_blank">y</a></p>');
  });
});

describe('existing canvases', () => {
  it('home and error collections still parse', () => {
    for (const canvas of [homeCanvas(ctx), errorCanvas(ctx)]) {
      for (const raw of Object.values(canvas.sections).flat()) {
        const type = (raw as { type: string }).type;
        if (type !== 'collection' && type !== 'category-card' && type !== 'rich-text') continue;
        const parsed = parseBlock(raw);
        expect(parsed.ok ? 'ok' : parsed.issues).toBe('ok');
      }
    }
  });
});
