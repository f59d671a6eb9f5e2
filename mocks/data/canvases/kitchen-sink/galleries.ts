import type { CanvasContext } from '../context';
import { copyFor } from '../language';
import { PAGE_COPY } from './copy/page';

/** The kitchen-sink section for this block family: every type at least once. */
export function galleriesBlocks(ctx: CanvasContext): unknown[] {
  const copy = copyFor(ctx, PAGE_COPY).galleries;
  return [
    { id: 'ks-gallery', type: 'gallery', title: copy.gallery, containerId: 'ridgeline-community', filter: 'product:{productId} category:{category}' },
    { id: 'ks-gallery-widget', type: 'gallery-widget', title: copy.widget, containerId: 'ridgeline-widget' },
  ];
}
