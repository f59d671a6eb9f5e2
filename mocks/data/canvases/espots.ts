import type { Canvas } from '../../../shared/content/schemas/canvas';
import { categoryTarget, makeCanvas, pageTarget, type CanvasContext } from './context';
import { ESPOTS_COPY } from './copy/espots';
import { copyFor } from './language';

/**
 * Espot lists per page kind: items every page of a route pattern inherits
 * into its sections named `*-inherited`.
 */
export function espotCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  const copy = copyFor(ctx, ESPOTS_COPY);
  const members = {
    id: 'espot-xplr-members', type: 'banner-thin', title: copy.members.title,
    targets: [pageTarget(ctx, 'xplr-pass', copy.members.cta)], backgroundColor: '#1f3b2d', textColor: '#ffffff',
  };
  const boots = {
    id: 'espot-boot-fit', type: 'banner-thin', title: copy.bootFit.title,
    targets: [categoryTarget(ctx, '30101', copy.bootFit.cta)], backgroundColor: '#e9eef2', textColor: '#1f2933',
  };
  return [
    ['plp', makeCanvas(ctx, 'espots', 'plp', { name: 'espots-plp', sections: { 'promo-inherited': [members] } })],
    ['pdp', makeCanvas(ctx, 'espots', 'pdp', { name: 'espots-pdp', sections: { 'espot-inherited': [boots] } })],
  ];
}
