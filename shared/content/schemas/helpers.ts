import * as z from 'zod';

/*
 * Schema helpers every block family may use. This module imports no block schema: wrapper
 * blocks nest any block, so the parser of a nested block is handed over by the canvas
 * module (`setBlockParser`) once every block schema exists, instead of being imported here,
 * which would make the block modules a cycle that only function hoisting kept working.
 */

/**
 * A child block that has passed the block parser. Its precise type is `Block`, but
 * naming `Block` here would make the schema types circular, so views narrow it
 * with `asBlocks` (client/content/blocks/personalisation/as-blocks.ts) before rendering with `BlockView`.
 */
export interface NestedBlock {
  id: string;
  type: string;
}

export type NestedBlockParser = (raw: unknown) => { ok: true; block: NestedBlock } | { ok: false; type: string; issues: string };

// The same for every request: the one block parser, set once when the canvas module loads.
let parseNested: NestedBlockParser | null = null;

/** Hands over the parser for nested blocks; called by the canvas module, which knows every block type. */
export function setBlockParser(parser: NestedBlockParser): void {
  parseNested = parser;
}

/**
 * Child components of a wrapper block: each is validated with the block parser like
 * a top-level block, and one that fails is dropped; the rest still render.
 */
export const nestedBlocks = (): z.ZodType<NestedBlock[], unknown[]> =>
  z.array(z.unknown()).transform((raw) => {
    const parse = parseNested;
    if (!parse) throw new Error('nested blocks parsed before the block parser was set: import shared/content/schemas');
    return raw.flatMap((candidate) => {
      const parsed = parse(candidate);
      if (parsed.ok) return [parsed.block];
      console.warn(JSON.stringify({ msg: 'dropped nested CMS block', type: parsed.type, issues: parsed.issues }));
      return [];
    });
  });

/** A value per breakpoint (sm < 768px, md 768–1023px, lg ≥ 1024px); any may be left out. */
export const perBreakpoint = <T extends z.ZodType>(value: T) => z.object({ sm: value.optional(), md: value.optional(), lg: value.optional() });

/** Bottom margin in pixels per breakpoint (spacer, experience). */
export const bottomMargins = () => perBreakpoint(z.number().min(0).max(400));
