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

// By identity: a value shared by many documents (a cached listing, a catalogue of messages) is
// serialised once per isolate. Only for values nobody mutates once serialised.
const serialised = new WeakMap<object, string>();

/** safeJson of an object that is never mutated afterwards, remembered for as long as the object lives. */
export function safeJsonOnce(value: object): string {
  let json = serialised.get(value);
  if (json === undefined) {
    json = safeJson(value);
    serialised.set(value, json);
  }
  return json;
}
