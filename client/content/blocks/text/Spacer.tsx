import type { CSSProperties } from 'react';
import type { Spacer as SpacerBlock } from '../../../../shared/content/schemas/blocks/text';

/** Spacer: empty space of a height per breakpoint (bottomMargins, px), optionally coloured. */
export function Spacer({ block }: { block: SpacerBlock }) {
  const { sm = 0, md, lg } = block.bottomMargins;
  const style = {
    backgroundColor: block.backgroundColor,
    '--spacer-sm': `${sm}px`,
    '--spacer-md': `${md ?? sm}px`,
    '--spacer-lg': `${lg ?? md ?? sm}px`,
  } as CSSProperties;
  return <div className="spacer" data-block="spacer" aria-hidden="true" style={style} />;
}
