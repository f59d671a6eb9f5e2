import type { RichText as RichTextBlock } from '../../../../shared/content/schemas/blocks/text';

export function RichText({ block }: { block: RichTextBlock }) {
  // Sanitised by the worker when the canvas was parsed.
  return <div className="rich-text" data-block="rich-text" dangerouslySetInnerHTML={{ __html: block.richText }} />;
}
