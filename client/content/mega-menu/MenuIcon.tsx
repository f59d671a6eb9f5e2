// A desktop level-3 link has an optional icon. The CMS names it; the
// shapes are built in (no external requests under the CSP), keyed by family code.
const ICON_PATHS: Record<string, string> = {
  jk: 'M8 3l4 2 4-2 5 4-2 4-2-1v10H7V10l-2 1-2-4z', // jacket
  fl: 'M8 3h8l5 4-2 4-2-1v10H7V10l-2 1-2-4zM12 5v15', // fleece
  bl: 'M9 3h6l4 3-2 3-1-1v12H8V8L7 9 5 6z', // base layer
  pt: 'M7 3h10l1 18h-4l-2-11-2 11H6z', // pants
  bt: 'M6 3h6v9l7 3v5H5z', // boots
  tr: 'M4 14l6-4 3 2 7 1v5H4z', // trail runners
  pk: 'M8 5a4 4 0 0 1 8 0v1h2v15H6V6h2zM9 11h6', // pack
  tn: 'M12 3l9 17H3zM12 3v17', // tent
  sb: 'M7 3h10v18H7zM7 8h10', // sleeping bag
  hw: 'M4 16a8 8 0 0 1 16 0zM2 16h20', // headwear
  gl: 'M7 21V9l-2-3 2-1 2 3V4h2v6-7h2v7-6h2v7l2-2 1 2-3 5v6z', // gloves
};

export const MENU_ICON_NAMES = Object.keys(ICON_PATHS);

/** A small decorative icon; an unknown name renders nothing. */
export function MenuIcon({ name }: { name: string | undefined }) {
  const path = name ? ICON_PATHS[name.toLowerCase()] : undefined;
  if (!path) return null;
  return (
    <svg className="mega-menu__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
