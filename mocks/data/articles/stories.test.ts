import { describe, expect, it } from 'vitest';
import { ArticleSearchResponseSchema } from '../../../shared/content/schemas/articles';
import { BLOCK_SCHEMAS } from '../../../shared/content/schemas/blocks';
import { CanvasSchema, parseBlock } from '../../../shared/content/schemas/canvas';
import { SITES } from '../../../shared/site';
import { articlePageCanvases } from './pages';
import { searchStories, STORIES } from './stories';

describe('searchStories', () => {
  it('holds two dozen stories with unique slugs', () => {
    expect(STORIES).toHaveLength(24);
    expect(new Set(STORIES.map((s) => s.slug)).size).toBe(24);
  });

  it('pages through every story and reports facets with counts', () => {
    const first = ArticleSearchResponseSchema.parse(searchStories({ locale: 'en-us', offset: 0, limit: 4, tagId: [] }));
    expect(first.numFound).toBe(24);
    expect(first.result).toHaveLength(4);
    expect(first.result[0]?.url).toMatch(/^\/en-us\/stories\/[a-z0-9-]+$/);
    expect(first.facets.find((f) => f.id === 'gear-care')?.count).toBeGreaterThan(3);
    expect(searchStories({ locale: 'en-us', offset: 22, limit: 4, tagId: [] }).result).toHaveLength(2);
  });

  it('matches several tags with OR', () => {
    const care = searchStories({ locale: 'en-us', offset: 0, limit: 50, tagId: ['gear-care'] }).numFound;
    const athletes = searchStories({ locale: 'en-us', offset: 0, limit: 50, tagId: ['athlete-stories'] }).numFound;
    expect(searchStories({ locale: 'en-us', offset: 0, limit: 50, tagId: ['gear-care', 'athlete-stories'] }).numFound).toBe(care + athletes);
  });
});

describe('articlePageCanvases', () => {
  it('gives every story a page with a body and at most 4 related stories sharing its tag', () => {
    const site = SITES[0]!;
    const pages = articlePageCanvases({ site, locale: site.locale, mode: 'publish' });
    expect(pages).toHaveLength(24);
    for (const [key, canvas] of pages) {
      expect(key).toMatch(/^stories\//);
      const blocks = Object.values(CanvasSchema.parse(canvas).sections).flat().map(parseBlock);
      expect(blocks.every((b) => b.ok), JSON.stringify(blocks.filter((b) => !b.ok))).toBe(true);
      const related = blocks.flatMap((b) => (b.ok && b.block.type === 'related-articles' ? [b.block] : []));
      expect(related).toHaveLength(1);
      expect(related[0]!.articles.length).toBeGreaterThan(0);
      expect(related[0]!.articles.length).toBeLessThanOrEqual(4);
      expect(related[0]!.articles.map((a) => a.url)).not.toContain(`/${site.locale}/${key}`);
    }
    expect(Object.keys(BLOCK_SCHEMAS)).toContain('related-articles');
  });
});

describe('stories per language', () => {
  it.each([['fr-ca', 'Randonnée'], ['de-de', 'Wandern'], ['nb-no', 'Fjelltur']])('searches %s in its own language, with the same slugs and counts as English', (locale, hiking) => {
    const english = searchStories({ locale: 'en-us', offset: 0, limit: 50, tagId: ['hiking'] });
    const local = searchStories({ locale, offset: 0, limit: 50, tagId: ['hiking'] });
    expect(local.numFound).toBe(english.numFound);
    expect(local.result.map((a) => a.url.replace(`/${locale}/`, '/'))).toEqual(english.result.map((a) => a.url.replace('/en-us/', '/')));
    expect(local.facets.find((f) => f.id === 'hiking')).toMatchObject({ label: hiking, count: english.facets.find((f) => f.id === 'hiking')!.count });
    local.result.forEach((article, index) => {
      expect(article.title).not.toBe(english.result[index]!.title);
      expect(article.facets.map((f) => f.label)).not.toContain('Hiking');
    });
  });
});
