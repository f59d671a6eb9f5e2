import type { IconName } from '../../../../shared/content/schemas/blocks/cards';

/** The built-in icon set editors pick by name (24×24, stroked in currentColor). */
const ICON_PATHS: Record<IconName, string> = {
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18a1.5 1.5 0 1 0 0-.01M17 18a1.5 1.5 0 1 0 0-.01',
  return: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  shield: 'M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6zM9 12l2 2 4-4',
  leaf: 'M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7',
  mountain: 'M2 20 9 8l4 6 3-4 6 10zM7.5 10.5 9 12l1.5-1.5',
  store: 'M4 9h16l-1-5H5zM5 9v11h14V9M10 20v-6h4v6',
  chat: 'M4 5h16v11H9l-5 4z',
  star: 'm12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.3L12 17.5 6.5 20.4l1-6.3L3 9.7l6.2-.9z',
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
