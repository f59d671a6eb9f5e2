import * as xssModule from 'xss';

// js-xss is CommonJS: bundlers expose its exports as named ones, while the
// workerd test runtime only offers them on `default`. Accept both.
const { FilterXSS, friendlyAttrValue } = ((xssModule as unknown as { default?: typeof xssModule }).default ?? xssModule);

// CMS rich text reaches the page through dangerouslySetInnerHTML, so it goes
// through js-xss (a maintained allow-list sanitiser that runs in workerd):
// anything not listed here (script, style, iframe, event handlers,
// javascript: URLs) cannot survive.
const WHITE_LIST = {
  p: [], h2: [], h3: [], h4: [], strong: [], b: [], em: [], i: [], a: ['href'], ul: [], ol: [], li: [], br: [],
};
const VOID_TAGS = new Set(['br']);
/** Elements removed together with their content, not just their tags. */
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'title'];
/** Same-site paths, in-page hashes, https, mailto and tel; never `//host` or another scheme. */
const SAFE_URL = /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decodeNamed = (value: string) => value.replace(/&(amp|quot|apos|lt|gt);/gi, (_, name: string) => NAMED[name.toLowerCase()] ?? '');

/** The href is decoded first, so every `&` is escaped: sanitising twice gives the same HTML. */
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const filter = new FilterXSS({
  whiteList: WHITE_LIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    if (tag !== 'a' || name !== 'href') return undefined;
    // friendlyAttrValue decodes entities and strips invisible characters, so `&#106;avascript:` is seen for what it is.
    const href = friendlyAttrValue(decodeNamed(value)).trim();
    if (!SAFE_URL.test(href) || /[\u0000-\u001f]/.test(href)) return '';
    const attr = `href="${escapeAttr(href)}"`;
    return /^https:/i.test(href) ? `${attr} rel="noopener noreferrer" target="_blank"` : attr;
  },
});

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
  return balance(filter.process(html));
}
