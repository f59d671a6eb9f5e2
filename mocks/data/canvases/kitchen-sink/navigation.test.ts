import { describe, expect, it } from 'vitest';
import { NAVIGATION_BLOCKS } from '../../../../shared/content/schemas/blocks/navigation';
import { parseBlock } from '../../../../shared/content/schemas/canvas';
import { SITES } from '../../../../shared/site';
import type { CanvasContext } from '../context';
import { homeCanvas } from '../home';
import { footerCanvas, menuCanvas } from '../navigation';
import { popupsCanvas } from '../popups';
import { navigationBlocks } from './navigation';

const contexts: CanvasContext[] = SITES.flatMap((site) => (['publish', 'preview'] as const).map((mode) => ({ site, locale: site.locale, mode })));
const navigationOf = (blocks: unknown[]) => blocks.filter((block) => (block as { type: string }).type in NAVIGATION_BLOCKS);

describe('navigation fixtures', () => {
  it.each(contexts.map((ctx) => [`${ctx.locale} ${ctx.mode}`, ctx] as const))('kitchen-sink, home, menu, footer and popups blocks parse for %s', (_, ctx) => {
    const canvases = [homeCanvas(ctx), menuCanvas(ctx), footerCanvas(ctx), popupsCanvas(ctx)];
    const blocks = [...navigationBlocks(ctx), ...canvases.flatMap((canvas) => navigationOf(Object.values(canvas.sections).flat()))];
    expect(new Set(blocks.map((block) => (block as { type: string }).type))).toEqual(new Set(Object.keys(NAVIGATION_BLOCKS)));
    for (const block of blocks) expect(parseBlock(block)).toMatchObject({ ok: true });
  });

  it('seeds one newsletter and one registration pop-up', () => {
    const names = Object.values(popupsCanvas(contexts[0]!).sections).flat().map((block) => (block as { name: string }).name);
    expect(names.filter((name) => /newsletter/i.test(name))).toHaveLength(1);
    expect(names.filter((name) => !/newsletter/i.test(name))).toHaveLength(1);
  });
});
