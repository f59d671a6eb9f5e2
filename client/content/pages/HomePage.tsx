import type { ParsedCanvas } from '../../../shared/page';
import { CanvasSections } from '../../app/CanvasSections';
import { useSeoInfo } from '../../components/seo/SeoContext';
import { definePageView } from '../../pages/page-view';

export function HomePage({ canvas, structuredData }: { canvas: ParsedCanvas; structuredData: string }) {
  const hasHero = Object.values(canvas.sections).some((blocks) => blocks.some((block) => block.type === 'hero'));
  const seo = useSeoInfo();
  return (
    <>
      {/* Organization and WebSite, as the worker wrote them: the same text on the server and in hydration. */}
      <script type="application/ld+json" nonce={seo?.nonce} dangerouslySetInnerHTML={{ __html: structuredData }} />
      {hasHero ? null : <h1 className="page-title">{canvas.title ?? 'Ridgeline'}</h1>}
      <CanvasSections canvas={canvas} leadsPage={hasHero} />
    </>
  );
}

/** How the registry's home page draws its model. */
export const view = definePageView<'home'>((page) => <HomePage canvas={page.canvas} structuredData={page.structuredData} />);
