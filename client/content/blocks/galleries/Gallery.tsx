import { Suspense, useEffect, useState } from 'react';
import type { Gallery as GalleryBlock } from '../../../../shared/content/schemas/blocks/galleries';
import type { SocialMediaList } from '../../../../shared/catalogue/schemas/social';
import { GALLERY_CREATE_DELAY_MS } from '../../../../shared/catalogue/social-limits';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { usePageInfo } from '../../../state/PageContext';
import type { BlockProps } from '../types';
import { galleryMediaUrl, resolveGalleryFilter } from './gallery-filter';
import { useT } from '../../../state/i18n';
import { useStore } from '../../../state/StoreContext';
import { Dialog } from '../../../components/Dialog';
import { preloadable } from '../../../app/preloadable';

/** The photo dialog's body: a chunk of its own, fetched when a shopper first points at a photo. */
const ReviewUgcBody = preloadable(() => import('./ReviewUgcDialog').then((m) => m.ReviewUgcBody));

const GALLERY_SIZE = 8;

type GalleryState = { phase: 'waiting' } | { phase: 'ready'; media: SocialMediaList['data'] } | { phase: 'failed' };

/** Container-bound gallery: created 500 ms after mount, destroyed (timer and fetch cancelled) on leave. */
export function Gallery({ block }: BlockProps<GalleryBlock>) {
  const t = useT();
  const page = usePageInfo();
  const filter = resolveGalleryFilter(block.filter, page);
  const [state, setState] = useState<GalleryState>({ phase: 'waiting' });
  const { dialogs } = useStore();
  /** The photo the review dialog shows (the shopper may step to others from there). */
  const [shown, setShown] = useState(0);
  const dialogId = `${block.id}-ugc`;
  const photoId = (index: number) => `${block.id}-photo-${index}`;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(galleryMediaUrl(block.containerId, filter, GALLERY_SIZE), { signal: controller.signal, headers: { accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          const body = (await response.json()) as SocialMediaList;
          setState({ phase: 'ready', media: body.data });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('gallery: could not load social media', error);
          setState({ phase: 'failed' });
        });
    }, GALLERY_CREATE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
      setState({ phase: 'waiting' });
    };
  }, [block.containerId, filter]);

  const headingId = `${block.id}-title`;
  return (
    <section className="social-gallery" data-block="gallery" aria-labelledby={block.title ? headingId : undefined} aria-label={block.title ? undefined : t('blocks.communityPhotos')} aria-busy={state.phase === 'waiting'}>
      {block.title ? <h2 id={headingId} className="social-gallery__title">{block.title}</h2> : null}
      <div id={block.containerId} className="social-gallery__container">
        {state.phase === 'ready' && state.media.length > 0 ? (
          <ul className="social-gallery__grid">
            {state.media.map((media, index) => (
              <li key={media.id}>
                <figure className="social-gallery__item">
                  <button
                    type="button"
                    id={photoId(index)}
                    className="social-gallery__open"
                    aria-haspopup="dialog"
                    aria-label={t('ugc.open', { username: media.username })}
                    onPointerEnter={ReviewUgcBody.preload}
                    onFocus={ReviewUgcBody.preload}
                    onClick={() => {
                      setShown(index);
                      dialogs.open(dialogId);
                    }}
                  >
                    <ResponsiveImage className="social-gallery__image" src={media.imageUrl} alt={media.caption} width={320} height={320} />
                  </button>
                  <figcaption className="social-gallery__credit">@{media.username}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
        {state.phase === 'ready' && state.media.length === 0 ? <p className="social-gallery__empty">{t('blocks.noPhotos')}</p> : null}
        {state.phase === 'failed' ? <p className="social-gallery__empty">{t('blocks.photosUnavailable')}</p> : null}
      </div>
      {state.phase === 'ready' && state.media[shown] ? (
        // Closing hands focus to the photo now shown, which may not be the one first opened.
        <Dialog id={dialogId} title={t('ugc.title', { username: state.media[shown].username })} returnFocus={() => document.getElementById(photoId(shown))}>
          <Suspense fallback={<p role="status" aria-busy="true">{t('common.loading')}</p>}>
            <ReviewUgcBody media={state.media} index={shown} onIndex={setShown} />
          </Suspense>
        </Dialog>
      ) : null}
    </section>
  );
}
