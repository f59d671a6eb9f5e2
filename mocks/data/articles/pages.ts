import type { Canvas } from '../../../shared/schemas';
import { RELATED_ARTICLES_LIMIT } from '../../../shared/schemas';
import { makeCanvas, type CanvasContext } from '../canvases/context';
import { ARTICLE_TAGS, STORIES, toArticle, type Story } from './stories';

// spec §2 "an article page with related content (limit 4)": one static page per story.

/** Stories sharing the first tag of this one, newest first, never the story itself. */
export function relatedStories(item: Story): Story[] {
  const [tag] = item.tags;
  return STORIES.filter((other) => other.slug !== item.slug && other.tags.includes(tag ?? '')).slice(0, RELATED_ARTICLES_LIMIT);
}

function articlePage(ctx: CanvasContext, item: Story): Canvas {
  const tagLabel = ARTICLE_TAGS.find((tag) => tag.id === item.tags[0])?.label ?? 'Stories';
  return makeCanvas(ctx, 'page', `stories/${item.slug}`, {
    name: `stories/${item.slug}`,
    title: item.title,
    description: item.body[0],
    sections: {
      main: [
        { id: `story-${item.slug}-body`, type: 'rich-text', richText: `<p><strong>${item.eyebrow}</strong></p><p>${item.body[0]}</p><p>${item.body[1]}</p>` },
        {
          id: `story-${item.slug}-related`,
          type: 'related-articles',
          title: `More ${tagLabel}`,
          limit: RELATED_ARTICLES_LIMIT,
          articles: relatedStories(item).map((other) => toArticle(ctx.locale, other)),
        },
      ],
    },
  });
}

/** Every story's page, keyed by its slug under `stories/`. */
export function articlePageCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  return STORIES.map((item) => [`stories/${item.slug}`, articlePage(ctx, item)]);
}

/** Slugs of the story pages, for link checks that only allow known pages. */
export const STORY_PAGE_SLUGS: readonly string[] = STORIES.map((item) => `stories/${item.slug}`);
