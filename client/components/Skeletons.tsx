/** spec §9: the page skeleton shows 16 placeholder cards. */
export const GRID_SKELETON_CARDS = 16;

export function GridSkeleton({ cards = GRID_SKELETON_CARDS }: { cards?: number }) {
  return (
    <div className="grid-skeleton" aria-busy="true" aria-label="Loading products">
      <ul className="grid">
        {Array.from({ length: cards }, (_, index) => (
          <li key={index} className="tile tile--skeleton" aria-hidden="true">
            <div className="skeleton skeleton--image" />
            <div className="skeleton skeleton--line" />
            <div className="skeleton skeleton--line skeleton--short" />
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
