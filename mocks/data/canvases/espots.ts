import type { Canvas } from '../../../shared/schemas';
import { categoryTarget, makeCanvas, pageTarget, type CanvasContext } from './context';

/**
 * spec §2/§7 espot lists per page kind: items every page of a route pattern
 * inherits into its sections named `*-inherited`.
 */
export function espotCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  const members = {
    id: 'espot-xplr-members', type: 'banner-thin', title: 'XPLR Pass members earn double points on outerwear this month',
    targets: [pageTarget(ctx, 'xplr-pass', 'Join free')], backgroundColor: '#1f3b2d', textColor: '#ffffff',
  };
  const boots = {
    id: 'espot-boot-fit', type: 'banner-thin', title: 'Not sure about boot fit? Free exchanges on footwear',
    targets: [categoryTarget(ctx, '30101', 'Shop hiking boots')], backgroundColor: '#e9eef2', textColor: '#1f2933',
  };
  return [
    ['plp', makeCanvas(ctx, 'espots', 'plp', { name: 'espots-plp', sections: { 'promo-inherited': [members] } })],
    ['pdp', makeCanvas(ctx, 'espots', 'pdp', { name: 'espots-pdp', sections: { 'espot-inherited': [boots] } })],
  ];
}
