import type { ReactNode } from 'react';
import type { Site } from '../../../../shared/site';
import { useT } from '../../../state/i18n';

export type KitState = 'default' | 'focus' | 'disabled' | 'loading' | 'error';

/** One component's samples side by side, each captioned with the state it shows. */
export function KitStates({ title, id, samples }: { title: string; id: string; samples: { state: KitState; node: ReactNode }[] }) {
  const t = useT();
  return (
    <div className="kit__row" role="group" aria-labelledby={id}>
      <h4 id={id} className="kit__row-title">
        {title}
      </h4>
      {samples.map(({ state, node }) => (
        <figure key={state} className="kit__sample" data-state={state}>
          {node}
          <figcaption>{t(`kit.state.${state}`)}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** What the page hands each section. It lives beside the section's frame, which every sample imports, not in the list of sections, which imports the samples. */
export interface KitSectionProps {
  site: Site;
  /** Unique on the page: the same section is shown once per language. */
  idPrefix: string;
}

/** A section of the page: one kind of component. */
export function KitSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="kit__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}
