import type { Canvas } from '../../../shared/content/schemas/canvas';
import { SITES } from '../../../shared/site';
import { categoryCanvases, fragmentCanvases, productCanvas } from './commerce';
import type { CanvasContext, ContentMode } from './context';
import { errorCanvas, homeCanvas } from './home';
import { footerCanvas, menuCanvas } from './navigation';
import { staticPageCanvases } from './pages';
import { kitchenSinkCanvas } from './kitchen-sink';
import { popupsCanvas } from './popups';
import { espotCanvases } from './espots';
import { searchCanvas } from './search';
import { articlePageCanvases } from '../articles/pages';

export type { ContentMode } from './context';
export { NAMED_PAGE_SLUGS, PAGE_ALIASES } from './pages';

export const CONTENT_MODES: readonly ContentMode[] = ['publish', 'preview'];

/** One D1 row's worth: the lookup key plus the canvas body. */
export interface CanvasRow {
  kind: string;
  key: string;
  siteId: string;
  locale: string;
  mode: ContentMode;
  canvas: Canvas;
}

function canvasesFor(ctx: CanvasContext): Array<[string, Canvas]> {
  return [
    ['home', homeCanvas(ctx)],
    ['error-4xx', errorCanvas(ctx)],
    ['kitchen-sink', kitchenSinkCanvas(ctx)],
    ...staticPageCanvases(ctx),
    ...articlePageCanvases(ctx),
    ...categoryCanvases(ctx),
    ['*', productCanvas(ctx)],
    ['main', footerCanvas(ctx)],
    ['main', menuCanvas(ctx)],
    ['main', popupsCanvas(ctx)],
    ...fragmentCanvases(ctx),
    ...espotCanvases(ctx),
    ['main', searchCanvas(ctx)],
  ];
}

/** Every canvas for every site locale and mode; RL_CA gets one set per language. */
export function buildCanvasRows(): CanvasRow[] {
  return SITES.flatMap((site) =>
    CONTENT_MODES.flatMap((mode) =>
      canvasesFor({ site, locale: site.locale, mode }).map(([key, canvas]) => ({
        kind: canvas.kind, key, siteId: site.siteId, locale: site.locale, mode, canvas,
      })),
    ),
  );
}
