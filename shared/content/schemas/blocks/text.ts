import * as z from 'zod';
import { SanitizedRichText } from '../../../rich-text/schema';
import { PlainText, RichTextHtml, TargetSchema } from '../common';
import { bottomMargins, nestedBlocks } from '../helpers';

// Rich text, accordion, anchor, button, spacer.

/** A CSS colour an editor picks: hex only, so a style attribute cannot carry anything else. */
export const CssColor = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'colour must be a hex value');

export const RichTextSchema = z.object({
  id: z.string(),
  type: z.literal('rich-text'),
  // Rejects markup outside RichTextHtml (a malformed block is dropped), then sanitises: also when nested in a wrapper block.
  richText: RichTextHtml,
});
export type RichText = z.infer<typeof RichTextSchema>;

export const AccordionItemSchema = z.object({
  id: z.string(),
  title: PlainText,
  richText: SanitizedRichText.optional(),
  /** Blocks shown in the panel after the rich text. */
  components: nestedBlocks().optional(),
  /** Open when the page loads. */
  expanded: z.boolean().optional(),
});

export const AccordionSchema = z.object({
  id: z.string(),
  type: z.literal('accordion'),
  title: PlainText.optional(),
  items: z.array(AccordionItemSchema).min(1),
});
export type Accordion = z.infer<typeof AccordionSchema>;

export const AnchorSchema = z.object({
  id: z.string(),
  type: z.literal('anchor'),
  /** The in-page target name: links to `#<anchorName>` scroll here. */
  anchorName: z.string().regex(/^[A-Za-z][\w-]*$/, 'anchor name must be a valid id'),
});
export type Anchor = z.infer<typeof AnchorSchema>;

export const ButtonSchema = z.object({
  id: z.string(),
  type: z.literal('button'),
  /** See client/dialogs/modal-href.ts for the `#modal=<id>` and `?query#modal=<id>` forms. */
  target: TargetSchema,
  style: z.enum(['primary', 'secondary', 'tertiary']).optional(),
  alignment: z.enum(['left', 'center', 'right']).optional(),
});
export type Button = z.infer<typeof ButtonSchema>;

export const SpacerSchema = z.object({
  id: z.string(),
  type: z.literal('spacer'),
  backgroundColor: CssColor.optional(),
  /** Height in pixels per breakpoint. */
  bottomMargins: bottomMargins(),
});
export type Spacer = z.infer<typeof SpacerSchema>;

export const TEXT_BLOCKS = {
  'rich-text': RichTextSchema,
  accordion: AccordionSchema,
  anchor: AnchorSchema,
  button: ButtonSchema,
  spacer: SpacerSchema,
} as const;
