import type { ParsedCanvas } from '../../shared/page';
import { CanvasSections } from '../components/CanvasSections';
import { SiteJsonLd } from '../components/seo/SiteJsonLd';

export function HomePage({ canvas }: { canvas: ParsedCanvas }) {
  const hasHero = Object.values(canvas.sections).some((blocks) => blocks.some((block) => block.type === 'hero'));
  return (
    <>
      <SiteJsonLd />
      {hasHero ? null : <h1 className="page-title">{canvas.title ?? 'Ridgeline'}</h1>}
      <CanvasSections canvas={canvas} leadsPage={hasHero} />
    </>
  );
}
