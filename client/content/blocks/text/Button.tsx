import type { Button as ButtonBlock } from '../../../../shared/content/schemas/blocks/text';
import { isModalHref } from '../../../dialogs/modal-link-boot';

/**
 * Button: a link. `#modal=<id>` and `?query#modal=<id>` open a dialog on the current path: the
 * page's one watcher of such links (client/dialogs/modal-link-boot.ts) follows them.
 */
export function Button({ block }: { block: ButtonBlock }) {
  const { target } = block;
  const modal = isModalHref(target.url);
  const external = target.targetAttribute === '_blank';
  return (
    <div className={`button-block button-block--${block.alignment ?? 'left'}`} data-block="button">
      <a
        className={`button-block__link button-block__link--${block.style ?? 'primary'}`}
        href={target.url}
        target={modal ? undefined : target.targetAttribute}
        rel={external ? 'noopener noreferrer' : undefined}
        aria-haspopup={modal ? 'dialog' : undefined}
      >
        {target.text}
      </a>
    </div>
  );
}
