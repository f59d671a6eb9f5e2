import { describe, expect, it } from 'vitest';
import { ARTICLE_VIEWS } from './articles';
import { BANNER_VIEWS } from './banners';
import { CARD_VIEWS } from './cards';
import { GALLERY_VIEWS } from './galleries';
import { MEDIA_VIEWS } from './media';
import { NAVIGATION_VIEWS } from './navigation';
import { PERSONALISATION_VIEWS } from './personalisation';
import { RECOMMENDATION_VIEWS } from './recommendations';
import { TEXT_VIEWS } from './text';
import { EVENT_VIEWS } from '../../events';
import { blockChunks, blockTypesIn, FAMILY_OF } from './registry';

const VIEWS_BY_FAMILY: Record<string, object> = {
  articles: ARTICLE_VIEWS,
  banners: BANNER_VIEWS,
  cards: CARD_VIEWS,
  galleries: GALLERY_VIEWS,
  media: MEDIA_VIEWS,
  navigation: NAVIGATION_VIEWS,
  personalisation: PERSONALISATION_VIEWS,
  recommendations: RECOMMENDATION_VIEWS,
  text: TEXT_VIEWS,
  events: EVENT_VIEWS,
};

describe('block registry', () => {
  it("loads each block type from the family whose views render it", () => {
    for (const [family, views] of Object.entries(VIEWS_BY_FAMILY)) {
      const listed = Object.entries(FAMILY_OF).filter(([, of]) => of === family).map(([type]) => type);
      expect(listed.sort(), family).toEqual(Object.keys(views).sort());
    }
  });

  it('finds the block types of a canvas, nested blocks included, and their families once each', () => {
    const canvas = {
      sections: {
        top: [{ id: 'a', type: 'hero', title: 'x' }],
        main: [{ id: 'b', type: 'experience', variants: [{ blocks: [{ id: 'c', type: 'gallery' }, { id: 'd', type: 'banner-thin' }] }] }],
      },
      meta: { type: 'not-a-block' },
    };
    const types = blockTypesIn(canvas);
    expect([...types].sort()).toEqual(['banner-thin', 'experience', 'gallery', 'hero']);
    expect(blockChunks(types).sort()).toEqual(['banners', 'galleries', 'personalisation']);
  });
});
