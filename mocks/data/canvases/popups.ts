import type { Canvas } from '../../../shared/schemas';
import { makeCanvas, type CanvasContext } from './context';

/** spec §7 popups canvas: the newsletter and registration pop-ups of a site. */
export function popupsCanvas(ctx: CanvasContext): Canvas {
  return makeCanvas(ctx, 'popups', 'main', { name: 'popups', sections: { main: [] } });
}
