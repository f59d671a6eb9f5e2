import * as xssModule from 'xss';
import { safeHref } from '../links';

// js-xss is CommonJS: bundlers expose its exports as named ones, while the
// workerd test runtime only offers them on `default`. Accept both.
const { FilterXSS } = ((xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule);

// CMS rich text reaches the page through dangerouslySetInnerHTML, so it goes
// through js-xss (a maintained allow-list sanitiser that runs in workerd):
// anything not listed here (script, style, iframe, img, event handlers,
// javascript: URLs) cannot survive. `href` is the only URL attribute allowed.
const WHITE_LIST = {
  p: [], h2: [], h3: [], h4: [], strong: [], b: [], em: [], i: [], a: ['href'], ul: [], ol: [], li: [], br: [],
};
const VOID_TAGS = new Set(['br']);
/** Elements removed together with their content, not just their tags. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title']);
/** Of those, the ones that never have content or may close themselves with `/>`. */
const DROP_EMPTY = new Set(['embed']);
const SELF_CLOSING_FOREIGN = new Set(['svg', 'math']);

// Where a dropped element starts and ends, written into js-xss's output and
// resolved afterwards. Unicode noncharacters: no text may carry them, and any
// in the input are removed first, so editors' own text can never be taken for
// a marker (js-xss's own stripIgnoreTagBody leaves a visible `[removed]` for
// an element it cannot pair, e.g. `<script>` with no end tag).
const OPEN = '\uFDD0';
const END = '\uFDD1';
const MARKERS = /[\uFDD0\uFDD1]/g;
const MARKER = /\uFDD0(\/?)([a-z0-9]+)\uFDD1/g;

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', colon: ':', tab: '\t', newline: '\n' };

/** The attribute value a browser would see: character references decoded (numeric ones with or without `;`). */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+);?|#(\d+);?|(amp|quot|apos|lt|gt|colon|tab|newline);)/gi, (whole, hex?: string, decimal?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = parseInt(hex ?? decimal ?? '', hex ? 16 : 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** The href is decoded first, so every `&` is escaped: sanitising twice gives the same HTML. */
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const filter = new FilterXSS({
  whiteList: WHITE_LIST,
  allowCommentTag: false,
  css: false,
  onIgnoreTag(tag, html, options) {
    if (!DROP_WITH_CONTENT.has(tag)) return '';
    if (DROP_EMPTY.has(tag)) return '';
    if (options.isClosing) return `${OPEN}/${tag}${END}`;
    if (SELF_CLOSING_FOREIGN.has(tag) && /\/\s*>$/.test(html)) return '';
    return `${OPEN}${tag}${END}`;
  },
  onTagAttr(tag, name, value) {
    if (tag !== 'a' || name !== 'href') return undefined;
    const href = safeHref(decodeAttribute(value));
    if (href === null) return '';
    const attr = `href="${escapeAttr(href)}"`;
    return /^https:/i.test(href) ? `${attr} rel="noopener noreferrer" target="_blank"` : attr;
  },
});

/**
 * Removes each dropped element with everything inside it. An element that is
 * never closed takes the rest of the text with it, as a browser would treat
 * `<script>` or `<style>`; a stray end tag just disappears.
 */
function dropMarkedElements(html: string): string {
  const open: string[] = [];
  let out = '';
  let last = 0;
  for (const match of html.matchAll(MARKER)) {
    if (open.length === 0) out += html.slice(last, match.index);
    last = match.index + match[0].length;
    const [, slash, tag = ''] = match;
    if (!slash) open.push(tag);
    else if (open.includes(tag)) open.splice(open.lastIndexOf(tag));
  }
  return open.length === 0 ? out + html.slice(last) : out;
}

const TAG = /<(\/?)([a-z0-9]+)((?:\s[^<>]*)?)>/gi;

/** Closes what the editor left open and drops stray closing tags, so the HTML cannot leak into the rest of the page. */
function balance(html: string): string {
  const open: string[] = [];
  const out = html.replace(TAG, (token, slash: string, rawName: string) => {
    const name = rawName.toLowerCase();
    if (VOID_TAGS.has(name)) return slash ? '' : token;
    if (!slash) {
      open.push(name);
      return token;
    }
    const index = open.lastIndexOf(name);
    if (index === -1) return '';
    return open.splice(index).reverse().map((tag) => `</${tag}>`).join('');
  });
  return out + open.reverse().map((tag) => `</${tag}>`).join('');
}

/**
 * Rebuilds CMS rich text keeping only formatting tags and safe links.
 * @example sanitizeRichText('<p onclick="x()">Hi<script>x()</script></p>') // '<p>Hi</p>'
 */
export function sanitizeRichText(html: string): string {
  return balance(dropMarkedElements(filter.process(html.replace(MARKERS, ''))));
}
