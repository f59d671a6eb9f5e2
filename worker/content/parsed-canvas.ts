import { type Block } from '../../shared/content/schemas/blocks';
import { parseBlock, type Canvas } from '../../shared/content/schemas/canvas';
import type { ParsedCanvas } from '../../shared/page';

/**
 * Parses every block on its own: a malformed or unknown block is dropped with a
 * warning and the rest of the page still renders. The block schemas sanitise every
 * HTML field (rich text, `…Html` titles) as they parse, at any depth.
 */
export function parseCanvasBlocks(canvas: Canvas, log: (warning: object) => void): ParsedCanvas {
  const sections: Record<string, Block[]> = {};
  for (const [section, rawBlocks] of Object.entries(canvas.sections)) {
    sections[section] = rawBlocks.flatMap((raw) => {
      const parsed = parseBlock(raw);
      if (parsed.ok) return [parsed.block];
      log({ msg: 'dropped CMS block', canvas: canvas.name, section, type: parsed.type, issues: parsed.issues });
      return [];
    });
  }
  return { id: canvas.id, name: canvas.name, title: canvas.title, description: canvas.description, sections };
}
