import type { ParsedCanvas } from '../../shared/page';
import type { EspotPageKind } from '../../shared/routing';
import type { UpstreamResult } from '../upstream';
import type { CanvasClient, CanvasRequest } from './canvas-client';

const INHERITED = /-inherited$/;
/** A section whose name contains "lazy" loads when scrolled near. */
export const isLazySection = (name: string) => name.includes('lazy');


/**
 * Sections named `*-inherited` take the espot items of their route
 * pattern first, then the page's own. Espots are fetched only when needed.
 */
export async function withInheritedSections(cms: CanvasClient, canvas: ParsedCanvas, pageKind: EspotPageKind): Promise<ParsedCanvas> {
  const inherited = Object.keys(canvas.sections).filter((name) => INHERITED.test(name));
  if (inherited.length === 0) return canvas;
  const espots = await cms.get({ kind: 'espots', page: pageKind });
  if (!espots.ok) return canvas;
  const sections = { ...canvas.sections };
  for (const name of inherited) sections[name] = [...(espots.data.sections[name] ?? []), ...(sections[name] ?? [])];
  return { ...canvas, sections };
}

/**
 * The canvas as the shell renders it: inherited sections merged, lazy sections
 * emptied (their blocks load from /fapi/pages when the shopper scrolls near),
 * and where it came from, so the browser can ask for them.
 */
export async function canvasForPage(cms: CanvasClient, request: CanvasRequest, pageKind: EspotPageKind): Promise<UpstreamResult<ParsedCanvas>> {
  const result = await cms.get(request);
  if (!result.ok) return result;
  const merged = await withInheritedSections(cms, result.data, pageKind);
  const sections = Object.fromEntries(Object.entries(merged.sections).map(([name, blocks]) => [name, isLazySection(name) ? [] : blocks]));
  return { ok: true, data: { ...merged, sections, source: request } };
}
