import type { ParsedCanvas } from '../../../shared/page';
import { CanvasSections } from '../../app/CanvasSections';
import { definePageView } from '../../pages/page-view';

/** Named routes and static pages: a title and the editor's blocks. */
export function ContentPage({ canvas }: { canvas: ParsedCanvas }) {
  return (
    <article className="content-page">
      <h1 className="page-title">{canvas.title ?? canvas.name}</h1>
      <CanvasSections canvas={canvas} />
    </article>
  );
}

/** How the registry's content page draws its model. */
export const view = definePageView<'content'>((page) => <ContentPage canvas={page.canvas} />);
