import { useEffect, useRef, useState } from 'react';
import type { Block } from '../../shared/content/schemas/blocks';
import { PREVIEW_QUERY_PARAMS, type CanvasSource } from '../../shared/page';
import { BlockList } from './blocks/BlockList';
import { usePageInfo } from '../state/PageContext';
import { pages } from '../../shared/fapi/routes/pages';

/** How far below the viewport a lazy section starts loading. */
const PRELOAD_MARGIN = '400px 0px';


function sectionUrl(source: CanvasSource, section: string, locale: string): string {
  const params = new URLSearchParams({ section, locale });
  const page = new URLSearchParams(window.location.search);
  // An editor previewing keeps previewing: lazy content comes from the same mode as the page.
  for (const name of PREVIEW_QUERY_PARAMS) if (page.has(name)) params.set(name, page.get(name)!);
  if (source.kind === 'page') // A page name goes as it is: it may hold a slash the worker reads back (the rest of the path).
  if (source.kind === 'page') return `${pages.sections.path.replace(':name', source.page ?? '')}?${params}`;
  params.set('kind', source.kind);
  if (source.categoryId) params.set('categoryId', source.categoryId);
  if (source.productId) params.set('productId', source.productId);
  return `${pages.sections.path.replace(':name', encodeURIComponent(source.kind))}?${params}`;
}

/**
 * A section whose name contains "lazy" renders a placeholder on the
 * server and loads its blocks when the shopper scrolls near it.
 */
export function LazySection({ source, name }: { source: CanvasSource; name: string }) {
  const { site } = usePageInfo();
  const [blocks, setBlocks] = useState<Block[] | null>(null);
  const [loading, setLoading] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const controller = new AbortController();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setLoading(true);
        fetch(sectionUrl(source, name, site.locale), { signal: controller.signal })
          .then((response) => (response.ok ? (response.json() as Promise<{ blocks: Block[] }>) : Promise.reject(new Error(`HTTP ${response.status}`))))
          .then((body) => setBlocks(body.blocks))
          .finally(() => setLoading(false))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) console.warn('lazy section failed to load', name, error);
          });
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [source, name, site.locale]);

  return (
    <div ref={ref} className="canvas-section canvas-section--lazy" data-section={name} data-state={blocks ? 'loaded' : 'waiting'} aria-busy={loading}>
      {blocks ? <BlockList blocks={blocks} /> : <div className="skeleton skeleton--block" aria-hidden="true" />}
    </div>
  );
}
