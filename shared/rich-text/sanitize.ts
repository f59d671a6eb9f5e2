// CMS rich text reaches the page through dangerouslySetInnerHTML, so it is
// rebuilt from an allow-list rather than filtered: anything not listed here
// (script, style, iframe, event handlers, javascript: URLs) cannot survive.
const ALLOWED_TAGS = new Set(['p', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'a', 'ul', 'ol', 'li', 'br']);
const VOID_TAGS = new Set(['br']);
const DROP_WITH_CONTENT = /<(script|style|iframe|object|embed|template|noscript|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)\b([^<>]*)>|<!--[\s\S]*?-->|<|>/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SAFE_URL = /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/i;

function escapeAttr(value: string): string {
  return value.replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function openTag(name: string, attrs: string): string {
  if (name !== 'a') return `<${name}>`;
  const match = HREF.exec(attrs);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  if (!SAFE_URL.test(href)) return '<a>';
  const external = /^https:/i.test(href);
  return `<a href="${escapeAttr(href)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ''}>`;
}

/**
 * Rebuilds CMS rich text keeping only formatting tags and safe links.
 * @example sanitizeRichText('<p onclick="x()">Hi<script>x()</script></p>') // '<p>Hi</p>'
 */
export function sanitizeRichText(html: string): string {
  const open: string[] = [];
  const out = html.replace(DROP_WITH_CONTENT, '').replace(TAG, (token, rawName: string | undefined, attrs: string | undefined) => {
    if (token === '<') return '&lt;';
    if (token === '>') return '&gt;';
    if (!rawName) return ''; // comment
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) return '';
    if (token.startsWith('</')) {
      const index = open.lastIndexOf(name);
      if (index === -1) return '';
      const closing = open.splice(index).reverse();
      return closing.map((tag) => `</${tag}>`).join('');
    }
    if (VOID_TAGS.has(name)) return `<${name}>`;
    open.push(name);
    return openTag(name, attrs ?? '');
  });
  return out + open.reverse().map((tag) => `</${tag}>`).join('');
}
