import type { Breadcrumb } from '../../shared/schemas';

export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {items.map((item) => (
          <li key={item.id}><a href={item.url}>{item.name}</a></li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
