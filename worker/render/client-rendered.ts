/*
 * When React gives up on a Suspense region on the server (it threw, or a string render met data
 * still loading), it sends the region's fallback marked `<!--$!-->` for the browser to render, or,
 * for a region whose skeleton already went out, a `$RX` call. Either way the document holds a
 * skeleton where the page should be.
 */
const CLIENT_RENDERED = /<!--\$!-->|\$RX\(/;

/** Whether this piece of a document holds a region React left for the browser to render. */
export function hasClientRenderedRegion(html: string): boolean {
  return CLIENT_RENDERED.test(html);
}
