/*
 * A cheap guard against copy left in English on a translated site: the English sentences of a
 * canvas (or any content object) that reappear in its translation. Only sentences of three words
 * or more count, so names that are the same in every language ("XPLR Pass", "Ridgeline Skyrace")
 * do not.
 */

/** Keys whose string values a shopper reads; ids, URLs and styles are the same in every language. */
const TEXT_KEYS = new Set(['title', 'description', 'richText', 'text', 'eyebrow', 'subtitle', 'label', 'alt']);

/** Every readable string in a content value, tags stripped and blocks on their own lines. */
export function readableTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return TEXT_KEYS.has(key) ? [plainText(value)] : [];
  if (Array.isArray(value)) return value.flatMap((item) => readableTexts(item, key));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([childKey, child]) => readableTexts(child, childKey));
}

function plainText(html: string): string {
  return html
    .replace(/<\/?(p|h[1-6]|li|ul|ol|br)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/[\s\u00a0]+/g, (space) => (space.includes('\n') ? '\n' : ' '))
    .trim();
}

/** Words as written, so an email address or a price is one word, not several. */
const wordCount = (sentence: string) => sentence.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;

/** The sentences (and list items, headings) of three words or more. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n|(?<=[.!?])\s+|:\s+/)
    .map((sentence) => sentence.replace(/[.!?:]+$/, '').trim())
    .filter((sentence) => wordCount(sentence) >= 3);
}

/** The English sentences that reappear, whole, anywhere in the translation. */
export function untranslatedSentences(english: unknown, translated: unknown): string[] {
  const target = readableTexts(translated).join('\n').toLowerCase();
  return [...new Set(readableTexts(english).flatMap(sentencesOf))].filter((sentence) => target.includes(sentence.toLowerCase()));
}
