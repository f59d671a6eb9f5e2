import type { Canvas } from '../../../../shared/content/schemas/canvas';
import { makeCanvas, type CanvasContext } from '../context';
import { copyFor } from '../language';
import { articlesBlocks } from './articles';
import { bannersBlocks } from './banners';
import { cardsBlocks } from './cards';
import { galleriesBlocks } from './galleries';
import { mediaBlocks } from './media';
import { navigationBlocks } from './navigation';
import { personalisationBlocks } from './personalisation';
import { recommendationsBlocks } from './recommendations';
import { textBlocks } from './text';
import { PAGE_COPY } from './copy/page';
import { eventBlocks } from '../event-copy';
import { contentLanguage } from '../../content-language';

/** A static page (`/{locale}/kitchen-sink`) using every block type: editors' reference and the e2e proof. */
export function kitchenSinkCanvas(ctx: CanvasContext): Canvas {
  const copy = copyFor(ctx, PAGE_COPY);
  return makeCanvas(ctx, 'page', 'kitchen-sink', {
    name: 'kitchen-sink',
    title: copy.title,
    description: copy.description,
    sections: {
      navigation: navigationBlocks(ctx),
      banners: bannersBlocks(ctx),
      media: mediaBlocks(ctx),
      text: textBlocks(ctx),
      cards: cardsBlocks(ctx),
      personalisation: personalisationBlocks(ctx),
      articles: articlesBlocks(ctx),
      galleries: galleriesBlocks(ctx),
      recommendations: recommendationsBlocks(ctx),
      // The event block as the basecamp page shows it.
      events: eventBlocks('basecamp', contentLanguage(ctx.site.language)),
    },
  });
}
