import { useEffect, useState, type ComponentType } from 'react';
import type { ParsedCanvas } from '../../../shared/page';
import { allowsPopups, type PageName } from '../../../shared/routing';

interface PopupSlotProps {
  canvas: ParsedCanvas;
  page: PageName;
}

/**
 * Where the pop-up manager goes. The manager renders nothing on the server or before its delay has
 * passed after hydration, so it loads after hydration too, and only on pages the registry lets
 * offer pop-ups: none of it weighs on a page's first load.
 */
export function PopupSlot({ canvas, page }: PopupSlotProps) {
  const [Manager, setManager] = useState<ComponentType<PopupSlotProps> | null>(null);
  useEffect(() => {
    if (!allowsPopups(page)) return;
    let live = true;
    import('./PopupManager').then(
      (module) => live && setManager(() => module.PopupManager),
      () => undefined, // the offer can wait for the next page
    );
    return () => {
      live = false;
    };
  }, [page]);
  return Manager && allowsPopups(page) ? <Manager canvas={canvas} page={page} /> : null;
}
