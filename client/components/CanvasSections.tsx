import type { ParsedCanvas } from '../../shared/page';
import { BlockList } from '../blocks/BlockList';

/** Every section of a canvas in CMS order, optionally skipping some the page places itself. */
export function CanvasSections({ canvas, except = [], leadsPage = false }: { canvas: ParsedCanvas; except?: string[]; leadsPage?: boolean }) {
  return (
    <>
      {Object.entries(canvas.sections)
        .filter(([name]) => !except.includes(name))
        .map(([name, blocks], index) => (
          <div key={name} className="canvas-section" data-section={name}>
            <BlockList blocks={blocks} leadsPage={leadsPage && index === 0} />
          </div>
        ))}
    </>
  );
}
