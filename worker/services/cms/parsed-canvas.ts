import { parseBlock, type Block, type Canvas } from '../../../shared/schemas';
import { sanitizeRichText } from '../../../shared/rich-text';
import type { ParsedCanvas } from '../../../shared/page';

/** Fields the CMS fills with HTML: `richText` anywhere in a block, and any `…Html` title. */
const isHtmlField = (key: string) => key === 'richText' || key.endsWith('Html');

/**
 * Every HTML field of a block, at any depth (banners, accordion items, nested
 * personalisation components), goes through the sanitiser before it can reach
 * dangerouslySetInnerHTML; sanitising twice gives the same HTML.
 */
function sanitizeFields<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (isHtmlField(key) ? sanitizeRichText(value) : value) as T;
  if (Array.isArray(value)) return value.map((item) => sanitizeFields(item, key)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([childKey, child]) => [childKey, sanitizeFields(child, childKey)])) as T;
  }
  return value;
}

function sanitizeBlock(block: Block): Block {
  return sanitizeFields(block);
}

/**
 * Parses every block on its own: a malformed or unknown block is dropped with a
 * warning and the rest of the page still renders.
 */
export function parseCanvasBlocks(canvas: Canvas, log: (warning: object) => void): ParsedCanvas {
  const sections: Record<string, Block[]> = {};
  for (const [section, rawBlocks] of Object.entries(canvas.sections)) {
    sections[section] = rawBlocks.flatMap((raw) => {
      const parsed = parseBlock(raw);
      if (parsed.ok) return [sanitizeBlock(parsed.block)];
      log({ msg: 'dropped CMS block', canvas: canvas.name, section, type: parsed.type, issues: parsed.issues });
      return [];
    });
  }
  return { id: canvas.id, name: canvas.name, title: canvas.title, description: canvas.description, sections };
}
