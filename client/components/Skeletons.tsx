import { useT } from '../state/i18n';
/** The page skeleton shows 16 placeholder cards. */
export const GRID_SKELETON_CARDS = 16;

/** The placeholder inside any product or content card: image, title line, short line. */
export function CardSkeletonLines({ mediaClassName = '' }: { mediaClassName?: string }) {
  return (
    <>
      <div className={`skeleton skeleton--image ${mediaClassName}`.trim()} />
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </>
  );
}

export function GridSkeleton({ cards = GRID_SKELETON_CARDS }: { cards?: number }) {
  const t = useT();
  return (
    // A plain div cannot be named; as a group its label tells a screen reader what is loading.
    <div className="grid-skeleton" role="group" aria-busy="true" aria-label={t('skeleton.loadingProducts')}>
      <ul className="grid">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className="tile tile--skeleton" aria-hidden="true">
            <CardSkeletonLines />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FooterSkeleton() {
  return <div className="site-footer site-footer--skeleton" aria-hidden="true" />;
}

export function BlockSkeleton() {
  return <div className="skeleton skeleton--block" aria-hidden="true" />;
}
