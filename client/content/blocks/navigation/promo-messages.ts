import type { PromoBar, PromoBarMessage } from '../../../../shared/content/schemas/blocks/navigation';

/** The spec gives no configured maximum; three keeps the bar readable. */
export const DEFAULT_MAX_PROMO_MESSAGES = 3;


/**
 * Messages whose section is empty are dropped, then at most the
 * configured maximum are shown. A message without a sectionId is not tied to a section.
 */
export function visibleMessages(block: Pick<PromoBar, 'messages' | 'maxMessages'>): PromoBarMessage[] {
  return block.messages
    .filter((message) => message.sectionId === undefined || message.sectionId.trim() !== '')
    .slice(0, block.maxMessages ?? DEFAULT_MAX_PROMO_MESSAGES);
}

/** A message links to its first target unless the CMS turned clickable off. */
export function messageLink(message: PromoBarMessage) {
  return message.clickable === false ? undefined : message.targets[0];
}
