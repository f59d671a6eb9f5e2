/**
 * A stored document cut at its placeholders and encoded once. Serving a hit
 * then only copies bytes around this response's tokens: no scan of the text
 * and no UTF-8 encoding of the whole document per hit.
 */
export interface TokenTemplate {
  /** The encoded text between placeholders: one more part than slots. */
  parts: readonly Uint8Array<ArrayBuffer>[];
  /** For each gap between two parts, which placeholder sat there (its index in the list given). */
  slots: readonly number[];
  /** The bytes of all parts together. */
  partBytes: number;
}

const encoder = new TextEncoder();

/**
 * Cuts `text` at every occurrence of the placeholders. They are unrelated random strings (CSP
 * nonces, correlation ids, their placeholders), so none overlaps another; an empty one is skipped.
 */
export function compileTemplate(text: string, placeholders: readonly string[]): TokenTemplate {
  const found: Array<{ at: number; slot: number }> = [];
  placeholders.forEach((placeholder, slot) => {
    if (!placeholder) return;
    for (let at = text.indexOf(placeholder); at !== -1; at = text.indexOf(placeholder, at + placeholder.length)) found.push({ at, slot });
  });
  found.sort((a, b) => a.at - b.at);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let from = 0;
  for (const { at, slot } of found) {
    parts.push(encoder.encode(text.slice(from, at)));
    from = at + placeholders[slot]!.length;
  }
  parts.push(encoder.encode(text.slice(from)));
  return { parts, slots: found.map(({ slot }) => slot), partBytes: parts.reduce((sum, part) => sum + part.length, 0) };
}

/** The document with `values[i]` wherever placeholder `i` was. */
export function fillTemplate(template: TokenTemplate, values: readonly string[]): Uint8Array<ArrayBuffer> {
  const encoded = values.map((value) => encoder.encode(value));
  const size = template.slots.reduce((sum, slot) => sum + encoded[slot]!.length, template.partBytes);
  const out = new Uint8Array(size);
  let at = 0;
  template.parts.forEach((part, index) => {
    out.set(part, at);
    at += part.length;
    const slot = template.slots[index];
    if (slot === undefined) return;
    out.set(encoded[slot]!, at);
    at += encoded[slot]!.length;
  });
  return out;
}
