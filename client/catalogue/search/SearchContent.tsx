import type { MouseEvent, ReactNode } from 'react';
import { pushSearchContentClick } from '../../analytics/data-layer';

/**
 * Wraps CMS content on the search page so following any of its links pushes a
 * 'search content click' analytics push. One delegated listener,
 * so the blocks themselves stay unaware of where they are shown.
 */
export function SearchContent({ searchTerm, children }: { searchTerm: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || !event.currentTarget.contains(link)) return;
    pushSearchContentClick({ searchTerm, contentType: 'content', label: (link.textContent ?? '').trim().slice(0, 100), url: link.getAttribute('href') ?? '' });
  };
  return (
    // A delegated listener, not a control: the links inside stay the interactive elements.
    <div className="search-content" onClick={onClick}>
      {children}
    </div>
  );
}
