import type { Canvas } from '../../../../shared/schemas';
import { makeCanvas, type CanvasContext } from '../context';
import { articlesBlocks } from './articles';
import { bannersBlocks } from './banners';
import { cardsBlocks } from './cards';
import { galleriesBlocks } from './galleries';
import { mediaBlocks } from './media';
import { navigationBlocks } from './navigation';
import { personalisationBlocks } from './personalisation';
import { recommendationsBlocks } from './recommendations';
import { textBlocks } from './text';

/** A static page (`/{locale}/kitchen-sink`) using every block type: editors' reference and the e2e proof. */
export function kitchenSinkCanvas(ctx: CanvasContext): Canvas {
  return makeCanvas(ctx, 'page', 'kitchen-sink', {
    name: 'kitchen-sink',
    title: 'Kitchen sink',
    description: 'Every content block the storefront renders.',
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
    },
  });
}
