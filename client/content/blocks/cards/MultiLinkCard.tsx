import type { MultiLinkCard as MultiLinkCardBlock } from '../../../../shared/content/schemas/blocks/cards';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/** Multi-link card: background image, optional title (linkable via titleTarget), and a list of links aligned left or centre. */
export function MultiLinkCard({ block }: { block: MultiLinkCardBlock }) {
  const titleContent = block.titleHtml ? (
    // Sanitised when the canvas was parsed (SanitizedRichText).
    <span className="multi-link-card__title-html" dangerouslySetInnerHTML={{ __html: block.titleHtml }} />
  ) : (
    block.title
  );
  const hasTitle = Boolean(block.titleHtml || block.title);
  return (
    <section className={`multi-link-card multi-link-card--${block.alignment}`} data-block="multi-link-card">
      <ResponsiveImage className="multi-link-card__media" src={block.media.url} alt={block.media.alt} width={800} height={Math.round((800 * block.media.height) / block.media.width)} />
      <div className="multi-link-card__panel">
        {hasTitle ? (
          <h2 className={`multi-link-card__title multi-link-card__title--${block.titleStyle ?? 'medium'}`}>
            {block.titleTarget && !block.titleHtml ? <a href={block.titleTarget.url}>{titleContent}</a> : titleContent}
          </h2>
        ) : null}
        <ul className="multi-link-card__links">
          {block.targets.map((target) => (
            <li key={`${target.url}|${target.text}`}>
              <a className="multi-link-card__link" href={target.url} target={target.targetAttribute}>{target.text}</a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
