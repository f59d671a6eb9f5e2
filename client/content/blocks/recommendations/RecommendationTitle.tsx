/** A block title from plain text, or from the editor's rich-text titleHtml (sanitised by the worker). */
export function RecommendationTitle({ id, title, titleHtml, className }: { id: string; title?: string; titleHtml?: string; className: string }) {
  if (titleHtml) return <div id={id} className={className} role="heading" aria-level={2} dangerouslySetInnerHTML={{ __html: titleHtml }} />;
  return title ? <h2 id={id} className={className}>{title}</h2> : null;
}
