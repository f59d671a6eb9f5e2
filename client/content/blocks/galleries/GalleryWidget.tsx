import { useEffect } from 'react';
import type { GalleryWidget as GalleryWidgetBlock } from '../../../../shared/content/schemas/blocks/galleries';
import { usePageInfo } from '../../../state/PageContext';
import type { BlockProps } from '../types';
import { galleryWidgetUrl } from './gallery-filter';
import { useT } from '../../../state/i18n';

/**
 * Widget gallery: the social host's script renders into the container. Inserted by our
 * nonce'd bundle, so CSP 'strict-dynamic' trusts it; on a product page it is tagged with the master id.
 */
export function GalleryWidget({ block }: BlockProps<GalleryWidgetBlock>) {
  const t = useT();
  const { site, productMasterId } = usePageInfo();

  useEffect(() => {
    const script = document.createElement('script');
    script.src = galleryWidgetUrl(block.containerId, site.locale);
    script.async = true;
    if (productMasterId) script.dataset.productId = productMasterId;
    script.addEventListener('error', () => console.warn(`gallery widget: could not load ${script.src}`));
    document.body.appendChild(script);
    return () => {
      script.remove();
      document.getElementById(block.containerId)?.replaceChildren();
    };
  }, [block.containerId, site.locale, productMasterId]);

  const headingId = `${block.id}-title`;
  return (
    <section className="gallery-widget" data-block="gallery-widget" aria-labelledby={block.title ? headingId : undefined} aria-label={block.title ? undefined : t('blocks.communityPhotos')}>
      {block.title ? <h2 id={headingId} className="gallery-widget__title">{block.title}</h2> : null}
      {/* Owned by the widget script: React renders it empty and never touches its children. */}
      <div id={block.containerId} className="gallery-widget__container" />
    </section>
  );
}
