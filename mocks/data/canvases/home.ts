import type { CategoryCard } from '../../../shared/content/schemas/blocks/cards';
import type { Canvas } from '../../../shared/content/schemas/canvas';
import { categoryName } from '../category-names';
import { banner, category, categoryHref, categoryTarget, makeCanvas, pageTarget, type CanvasContext } from './context';
import { HOME_COPY } from './copy/home';
import { contentLanguage, copyFor } from './language';
import { errorPageCopy } from './error-copy';

function categoryCard(ctx: CanvasContext, id: string, cta: string): CategoryCard {
  const node = category(id);
  const name = categoryName(id, contentLanguage(ctx));
  return {
    id: `card-${node.slug}`,
    type: 'category-card',
    title: name,
    media: banner(`card-${node.slug}`, name, 800, 1000),
    target: { url: categoryHref(ctx, id), text: cta },
  };
}

export function homeCanvas(ctx: CanvasContext): Canvas {
  const copy = copyFor(ctx, HOME_COPY);
  const main: unknown[] = [
    {
      id: 'home-hero', type: 'hero', eyebrow: copy.hero.eyebrow, title: copy.hero.title, subtitle: copy.hero.subtitle,
      media: banner('home-hero', copy.hero.alt),
      targets: [categoryTarget(ctx, '10101', copy.hero.mensJackets), categoryTarget(ctx, '20101', copy.hero.womensJackets)],
      gradientStyle: 'focused', alignment: 'left',
      // The seeded home_hero A/B test (mocks/data/experiments.ts) may replace this copy, and its
      // treatment is written in English only: elsewhere the test would show English on the hero.
      ...(contentLanguage(ctx) === 'en' ? { experimentFlag: 'home_hero' } : {}),
    },
    {
      id: 'home-collection', type: 'collection', title: copy.collection.title, subtitle: copy.collection.subtitle,
      variant: 'threeCardGrid',
      items: ['10101', '30101', '40101'].map((id) => categoryCard(ctx, id, copy.collection.cta)),
    },
    {
      id: 'home-split', type: 'banner-split', title: copy.camp.title, richText: copy.camp.richText,
      media: banner('home-camp', copy.camp.alt, 1200, 900),
      targets: [categoryTarget(ctx, '40102', copy.camp.tents), categoryTarget(ctx, '40103', copy.camp.sleepingBags)],
      imageWidth: 60, mediaPosition: 'left',
    },
    { id: 'home-story', type: 'rich-text', richText: copy.story(pageTarget(ctx, 'help/contact-us', '').url) },
  ];
  // Editors' unpublished work: only preview mode may show it.
  if (ctx.mode === 'preview') {
    main.splice(1, 0, {
      id: 'home-draft-drop', type: 'banner-thin', title: copy.draft.title,
      targets: [categoryTarget(ctx, '10000', copy.draft.cta)], backgroundColor: '#6b4f8a', textColor: '#ffffff',
    });
  }
  return makeCanvas(ctx, 'page', 'home', {
    name: 'home', title: copy.title, description: copy.description,
    // The promo bar is site-wide: it comes from the header-promo fragment on every page.
    sections: { main },
  });
}

/** A page whose description says it is not available counts as an error page. */
export function errorCanvas(ctx: CanvasContext): Canvas {
  const copy = errorPageCopy(ctx);
  return makeCanvas(ctx, 'page', 'error-4xx', {
    name: 'error-4xx', title: copy.title, description: copy.description,
    sections: {
      main: [
        { id: 'error-copy', type: 'rich-text', richText: copy.richText },
        {
          id: 'error-categories', type: 'collection', title: copy.collectionTitle, variant: 'highlightCenter',
          items: ['10000', '20000', '30000', '40000'].map((id) => categoryCard(ctx, id, copy.shopCategory(id))),
        },
      ],
    },
  });
}
