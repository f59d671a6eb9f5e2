import type { Canvas } from '../../../shared/content/schemas/canvas';
import { RELATED_ARTICLES_LIMIT } from '../../../shared/content/articles-limits';
import { makeCanvas, type CanvasContext } from '../canvases/context';
import { contentLanguage } from '../content-language';
import { STORIES, storyCopy, toArticle, type Story } from './stories';
import { moreOfTag } from './tags';

// An article page shows related content (at most 4): one static page per story.

/** Stories sharing the first tag of this one, newest first, never the story itself. */
export function relatedStories(item: Story): Story[] {
  const [tag] = item.tags;
  return tag ? STORIES.filter((other) => other.slug !== item.slug && other.tags.includes(tag)).slice(0, RELATED_ARTICLES_LIMIT) : [];
}

function articlePage(ctx: CanvasContext, item: Story): Canvas {
  const language = contentLanguage(ctx.site.language);
  const copy = storyCopy(item, language);
  const [tag] = item.tags;
  return makeCanvas(ctx, 'page', `stories/${item.slug}`, {
    name: `stories/${item.slug}`,
    title: copy.title,
    description: copy.body[0],
    sections: {
      main: [
        { id: `story-${item.slug}-body`, type: 'rich-text', richText: `<p><strong>${copy.eyebrow}</strong></p><p>${copy.body[0]}</p><p>${copy.body[1]}</p>` },
        {
          id: `story-${item.slug}-related`,
          type: 'related-articles',
          ...(tag ? { title: moreOfTag(language, tag) } : {}),
          limit: RELATED_ARTICLES_LIMIT,
          articles: relatedStories(item).map((other) => toArticle(ctx.locale, other, language)),
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
