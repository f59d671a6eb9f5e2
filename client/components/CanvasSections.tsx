import type { ParsedCanvas } from '../../shared/page';
import { BlockList } from '../blocks/BlockList';
import { LazySection } from './LazySection';

/** Every section of a canvas in CMS order, optionally skipping some the page places itself. */
export function CanvasSections({ canvas, except = [], leadsPage = false }: { canvas: ParsedCanvas; except?: string[]; leadsPage?: boolean }) {
  const sections = Object.entries(canvas.sections).filter(([name]) => !except.includes(name));
  // The first hero of a page that has no other title is the page's h1.
  const heroSection = leadsPage ? sections.find(([, blocks]) => blocks.some((block) => block.type === 'hero'))?.[0] : undefined;
  return (
    <>
      {sections.map(([name, blocks]) =>
        canvas.source && name.includes('lazy') ? (
          <LazySection key={name} source={canvas.source} name={name} />
        ) : (
          <div key={name} className="canvas-section" data-section={name}>
            <BlockList blocks={blocks} leadsPage={name === heroSection} />
          </div>
        ),
      )}
    </>
  );
}
