const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe to embed inside a `<script>` element: `</script>`, `<!--`
 * and the JS line terminators U+2028/2029 cannot break out or break parsing.
 * @example `<script type="application/json">${safeJson(state)}</script>`
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => ESCAPES[ch]!);
}
