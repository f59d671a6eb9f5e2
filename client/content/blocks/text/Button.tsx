import type { MouseEvent } from 'react';
import type { Button as ButtonBlock } from '../../../../shared/content/schemas/blocks/text';
import { useStore } from '../../../state/StoreContext';
import { mergeQuery, parseButtonHref } from './button-href';
import { BUTTON_MODAL_IDS } from './button-modals';

/** Button: a link; `#modal=<id>` and `?query#modal=<id>` open a dialog on the current path (see button-href.ts). */
export function Button({ block }: { block: ButtonBlock }) {
  const { dialogs } = useStore();
  const { target } = block;
  const href = parseButtonHref(target.url);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (href.kind !== 'modal' || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (!BUTTON_MODAL_IDS.has(href.modalId)) {
      console.warn(`button ${block.id}: unknown modal "${href.modalId}" ignored`);
      return;
    }
    if (href.query.length > 0) {
      const { pathname, search, hash } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${mergeQuery(search, href.query)}${hash}`);
    }
    dialogs.open(href.modalId);
  }

  const external = target.targetAttribute === '_blank';
  return (
    <div className={`button-block button-block--${block.alignment ?? 'left'}`} data-block="button">
      <a
        className={`button-block__link button-block__link--${block.style ?? 'primary'}`}
        href={target.url}
        target={href.kind === 'link' ? target.targetAttribute : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        aria-haspopup={href.kind === 'modal' ? 'dialog' : undefined}
        onClick={onClick}
      >
        {target.text}
      </a>
    </div>
  );
}
