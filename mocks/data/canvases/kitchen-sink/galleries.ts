import type { CanvasContext } from '../context';

/** The kitchen-sink section for this block family: every type at least once. */
export function galleriesBlocks(_ctx: CanvasContext): unknown[] {
  return [
    { id: 'ks-gallery', type: 'gallery', title: 'Shared by our community', containerId: 'ridgeline-community', filter: 'product:{productId} category:{category}' },
    { id: 'ks-gallery-widget', type: 'gallery-widget', title: 'Tag #RidgelineOutside', containerId: 'ridgeline-widget' },
  ];
}
