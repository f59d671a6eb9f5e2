/**
 * A small ICU MessageFormat subset: `{name}` interpolation and
 * `{count, plural, =0 {none} one {# item} other {# items}}`, where `#` is the
 * count in the locale's digits. Exact `=n` branches win over the locale's plural
 * category, and `other` is the fallback every plural must have.
 * Apostrophes are plain text (no ICU quoting): the catalogues use them in words.
 */

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'plural'; name: string; branches: Map<string, Part[]> };

export type MessageValues = Readonly<Record<string, string | number>>;

// Per-isolate caches of what is the same for every shopper: parsed messages and Intl objects.
const parsed = new Map<string, Part[]>();
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/** The index of the brace that closes the one opened just before `from`. */
function closingBrace(source: string, from: number): number {
  let depth = 1;
  for (let index = from; index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    else if (source[index] === '}' && --depth === 0) return index;
  }
  throw new SyntaxError(`Unclosed "{" in message: ${source}`);
}

function parsePlural(source: string, name: string, body: string): Part {
  const branches = new Map<string, Part[]>();
  let rest = body.trim();
  while (rest) {
    const match = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!match) throw new SyntaxError(`Bad plural branch in message: ${source}`);
    const open = match[0].length;
    const close = closingBrace(rest, open);
    branches.set(match[1]!, parse(rest.slice(open, close)));
    rest = rest.slice(close + 1).trim();
  }
  if (!branches.has('other')) throw new SyntaxError(`A plural needs an "other" branch: ${source}`);
  return { kind: 'plural', name, branches };
}

function parse(source: string): Part[] {
  const parts: Part[] = [];
  let index = 0;
  while (index < source.length) {
    const open = source.indexOf('{', index);
    if (open === -1) {
      parts.push({ kind: 'text', text: source.slice(index) });
      break;
    }
    if (open > index) parts.push({ kind: 'text', text: source.slice(index, open) });
    const close = closingBrace(source, open + 1);
    const inner = source.slice(open + 1, close);
    const comma = inner.indexOf(',');
    if (comma === -1) {
      parts.push({ kind: 'value', name: inner.trim() });
    } else {
      const name = inner.slice(0, comma).trim();
      const afterName = inner.slice(comma + 1);
      const type = /^\s*plural\s*,/.exec(afterName);
      if (!type) throw new SyntaxError(`Only plural arguments are supported: ${source}`);
      parts.push(parsePlural(source, name, afterName.slice(type[0].length)));
    }
    index = close + 1;
  }
  return parts;
}

function render(parts: Part[], locale: string, values: MessageValues, count: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      // `#` stands for the count only inside a plural branch.
      out += count === undefined ? part.text : part.text.replace(/#/g, formatCount(count, locale));
    } else if (part.kind === 'value') {
      const value = values[part.name];
      if (value === undefined) throw new Error(`Missing value "${part.name}"`);
      out += typeof value === 'number' ? formatCount(value, locale) : value;
    } else {
      const value = Number(values[part.name]);
      if (!Number.isFinite(value)) throw new Error(`Missing count "${part.name}"`);
      const rules = cached(pluralRules, locale, () => new Intl.PluralRules(locale));
      const branch = part.branches.get(`=${value}`) ?? part.branches.get(rules.select(value)) ?? part.branches.get('other')!;
      out += render(branch, locale, values, value);
    }
  }
  return out;
}

function formatCount(value: number, locale: string): string {
  return sameSpaces(cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value));
}

/**
 * Digit groups with one kind of no-break space: ICU versions differ on narrow (U+202F) or
 * regular (U+00A0) for French and Norwegian, and workerd and the shopper's browser ship
 * different ones; a one-character difference in server HTML is a hydration mismatch.
 */
export function sameSpaces(formatted: string): string {
  return formatted.replace(/\u202f/g, '\u00a0');
}

/**
 * Fills in a message for a locale (a BCP 47 tag such as 'de-DE').
 * @example formatMessage('{count, plural, one {# Artikel} other {# Artikel}}', 'de-DE', { count: 2 }) // '2 Artikel'
 */
export function formatMessage(message: string, locale: string, values: MessageValues = {}): string {
  const parts = cached(parsed, message, () => parse(message));
  return render(parts, locale, values, undefined);
}

/** The argument names a message uses (plural counts included), for checking catalogues against each other. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const visit = (parts: Part[]) => {
    for (const part of parts) {
      if (part.kind === 'value') names.add(part.name);
      if (part.kind === 'plural') {
        names.add(part.name);
        part.branches.forEach(visit);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}
