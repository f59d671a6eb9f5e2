import { useRef, useState, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../shared/schemas';

function MenuPanel({ item, id }: { item: MenuItem; id: string }) {
  return (
    <div className="mega-menu__panel" id={id}>
      <div className="mega-menu__columns">
        {(item.children ?? []).map((group) => (
          <div className="mega-menu__column" key={group.id}>
            <a className="mega-menu__heading" href={group.target.url}>{group.title}</a>
            <ul>
              {(group.children ?? []).map((leaf) => (
                <li key={leaf.id}>
                  <a href={leaf.target.url}>{leaf.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <a className="mega-menu__shop-all" href={item.target.url}>Shop all {item.title}</a>
    </div>
  );
}

/**
 * spec §4 mega menu: a popover per item that opens on hover or click and
 * closes on Escape or mouse leave. Left/Right move between top-level items.
 */
export function MegaMenu({ items }: { items: MenuItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const triggers = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('.mega-menu__trigger') ?? [])];
    const current = triggers.findIndex((trigger) => trigger === document.activeElement);
    if (event.key === 'Escape' && openId) {
      event.preventDefault();
      setOpenId(null);
      listRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="menu-${openId}"]`)?.focus();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && current !== -1) {
      event.preventDefault();
      const next = (current + (event.key === 'ArrowRight' ? 1 : -1) + triggers.length) % triggers.length;
      triggers[next]?.focus();
      if (openId) setOpenId(items[next]?.id ?? null);
    }
  }

  return (
    <nav className="mega-menu" aria-label="Main">
      <ul className="mega-menu__list" ref={listRef} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const open = openId === item.id;
          return (
            <li key={item.id} className="mega-menu__item" data-open={open} onMouseEnter={() => setOpenId(item.id)} onMouseLeave={() => setOpenId(null)}>
              <button
                type="button"
                className="mega-menu__trigger"
                aria-expanded={open}
                aria-controls={`menu-${item.id}`}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
              </button>
              <MenuPanel item={item} id={`menu-${item.id}`} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
