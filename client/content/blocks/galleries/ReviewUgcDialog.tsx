import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../../../shared/catalogue/schemas/product';
import type { SocialMedia } from '../../../../shared/catalogue/schemas/social';
import { api, callApi } from '../../../api';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { useT } from '../../../state/i18n';

/** A tagged product as the dialog links to it. */
type Tagged = Pick<Product, 'id' | 'name' | 'url'>;

/**
 * The review user-generated content dialog's body, loaded the first time a gallery photo opens:
 * the photo large, its caption, author and source, the products tagged in it (each a link to its
 * page), and previous / next through the gallery's photos (the buttons, or the arrow keys). The
 * dialog keeps focus inside; Escape closes it.
 */
export function ReviewUgcBody({ media, index, onIndex }: { media: readonly SocialMedia[]; index: number; onIndex: (index: number) => void }) {
  const t = useT();
  const item = media[index]!;
  const [tagged, setTagged] = useState<Tagged[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const step = (by: number) => onIndex((index + by + media.length) % media.length);

  useEffect(() => {
    setTagged([]);
    if (item.productIds.length === 0) return;
    const controller = new AbortController();
    void Promise.all(item.productIds.map((productId) => callApi(api.products.details, { params: { productId }, signal: controller.signal })))
      .then((answers) => setTagged(answers.flatMap((answer) => (answer.ok ? [{ id: answer.data.id, name: answer.data.name, url: answer.data.url }] : []))))
      // A tag that cannot be read is left out: the photo stands without it.
      .catch(() => undefined);
    return () => controller.abort();
  }, [item.id]);

  // The arrow keys step through the photos wherever focus is in the dialog (its close button too).
  useEffect(() => {
    const dialog = root.current?.closest('dialog');
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => dialog.removeEventListener('keydown', onKeyDown);
  }, [index, media.length]);

  return (
    <div ref={root} className="ugc-review">
      <figure className="ugc-review__figure">
        <ResponsiveImage className="ugc-review__image" src={item.imageUrl} alt={item.caption} width={960} height={960} eager />
        <figcaption className="ugc-review__caption">
          <p className="ugc-review__text">{item.caption}</p>
          <p className="ugc-review__credit">
            @{item.username}
            {item.source ? ` · ${t('ugc.source', { source: item.source })}` : null}
          </p>
        </figcaption>
      </figure>
      {tagged.length > 0 ? (
        <section className="ugc-review__products" aria-labelledby="ugc-review-products">
          <h3 id="ugc-review-products">{t('ugc.products')}</h3>
          <ul>
            {tagged.map((product) => (
              <li key={product.id}>
                <a href={product.url}>{product.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {media.length > 1 ? (
        <div className="ugc-review__nav">
          <button type="button" className="button button--secondary" onClick={() => step(-1)}>
            <span aria-hidden="true">‹ </span>
            {t('ugc.previous')}
          </button>
          <p className="ugc-review__position" aria-live="polite">
            {t('ugc.position', { index: index + 1, count: media.length })}
          </p>
          <button type="button" className="button button--secondary" onClick={() => step(1)}>
            {t('ugc.next')}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
