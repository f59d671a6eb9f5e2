import { describe, expect, it } from 'vitest';
import { BANNER_BLOCKS } from '../../../../shared/content/schemas/blocks/banners';
import { parseBlock, type Canvas } from '../../../../shared/content/schemas/canvas';
import { SITES } from '../../../../shared/site';
import { categoryCanvases, productCanvas } from '../commerce';
import type { CanvasContext } from '../context';
import { homeCanvas } from '../home';
import { bannersBlocks } from './banners';

const contexts: CanvasContext[] = SITES.flatMap((site) => (['publish', 'preview'] as const).map((mode) => ({ site, locale: site.locale, mode })));
const isBanner = (block: unknown) => typeof block === 'object' && block !== null && (block as { type?: string }).type! in BANNER_BLOCKS;
const bannersOf = (canvas: Canvas) => Object.values(canvas.sections).flat().filter(isBanner);

describe('kitchen-sink banners', () => {
  it('uses every banner type', () => {
    const types = new Set(bannersBlocks(contexts[0]!).map((block) => (block as { type: string }).type));
    expect([...types].sort()).toEqual(Object.keys(BANNER_BLOCKS).sort());
  });

  it.each(contexts.map((ctx) => [`${ctx.locale} ${ctx.mode}`, ctx] as const))('every block parses for %s', (_, ctx) => {
    for (const block of bannersBlocks(ctx)) expect(parseBlock(block)).toMatchObject({ ok: true });
  });
});

describe('seeded banners elsewhere', () => {
  it.each(contexts.map((ctx) => [`${ctx.locale} ${ctx.mode}`, ctx] as const))('home, category and product banners still parse for %s', (_, ctx) => {
    const canvases = [homeCanvas(ctx), productCanvas(ctx), ...categoryCanvases(ctx).map(([, canvas]) => canvas)];
    const blocks = canvases.flatMap(bannersOf);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) expect(parseBlock(block)).toMatchObject({ ok: true });
  });
});
