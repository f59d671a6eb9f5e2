import * as z from 'zod';
import { BLOCK_SCHEMAS, type Block, type BlockType } from './blocks';
import { setBlockParser } from './helpers';

/** Blocks stay `unknown` here so one malformed block can be dropped without failing the page. */
export const CanvasSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
  sections: z.record(z.string(), z.array(z.unknown())),
});
export type Canvas = z.infer<typeof CanvasSchema>;

export type ParsedBlock = { ok: true; block: Block } | { ok: false; type: string; issues: string };

export function parseBlock(raw: unknown): ParsedBlock {
  const type = typeof raw === 'object' && raw !== null && 'type' in raw ? String(raw.type) : 'unknown';
  if (!Object.hasOwn(BLOCK_SCHEMAS, type)) return { ok: false, type, issues: `unknown block type "${type}"` };
  const result = BLOCK_SCHEMAS[type as BlockType].safeParse(raw);
  if (result.success) return { ok: true, block: result.data };
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
  return { ok: false, type, issues };
}

// Wrapper blocks parse their children with the same parser as the page's own blocks.
setBlockParser(parseBlock);
