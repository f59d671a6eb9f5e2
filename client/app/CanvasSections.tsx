import { memo } from 'react';
import type { ParsedCanvas } from '../../shared/page';
import { BlockList, LazySection } from '../content';

const NONE: readonly string[] = [];

/**
 * Every section of a canvas in CMS order, optionally skipping some the page places itself.
 * Memoised: a page that updates its own state right after hydrating (the cart re-reading its
 * basket) re-renders around the canvas without touching it, because an update reaching a block
 * family's boundary before it has hydrated makes React discard the server's HTML and render that
 * boundary again in the browser.
 */
export const CanvasSections = memo(function CanvasSections({ canvas, except = NONE, leadsPage = false }: { canvas: ParsedCanvas; except?: readonly string[]; leadsPage?: boolean }) {
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
});
