/** Block elements the sanitiser lets through, which a heading's phrasing content may not hold. */
const BLOCK = 'p|h[1-6]|ul|ol|li|div|blockquote';
const BETWEEN_BLOCKS = new RegExp(`</(?:${BLOCK})>\\s*<(?:${BLOCK})\\b[^>]*>`, 'gi');
const BLOCK_TAG = new RegExp(`</?(?:${BLOCK})\\b[^>]*>`, 'gi');

/**
 * Sanitised rich text made fit for a heading: its paragraphs and list items become lines of one
 * run of text (a line break between them), keeping the inline markup (emphasis, links) as it is.
 * @example inlineRichText('<p>Join <strong>us</strong></p><p>today</p>') // 'Join <strong>us</strong><br>today'
 */
export function inlineRichText(html: string): string {
  return html.replace(BETWEEN_BLOCKS, '<br>').replace(BLOCK_TAG, '').trim();
}
