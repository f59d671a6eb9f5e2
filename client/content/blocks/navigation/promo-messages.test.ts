import { describe, expect, it } from 'vitest';
import type { PromoBarMessage } from '../../../../shared/content/schemas/blocks/navigation';
import { messageLink, visibleMessages } from './promo-messages';

const message = (id: string, extra: Partial<PromoBarMessage> = {}): PromoBarMessage => ({ id, richText: id, targets: [], ...extra });

describe('visibleMessages', () => {
  it('drops messages whose section is empty', () => {
    const messages = [message('a', { sectionId: 'promo' }), message('b', { sectionId: '' }), message('c', { sectionId: '  ' }), message('d')];
    expect(visibleMessages({ messages }).map((m) => m.id)).toEqual(['a', 'd']);
  });

  it('shows at most the configured maximum, three by default', () => {
    const messages = ['a', 'b', 'c', 'd', 'e'].map((id) => message(id));
    expect(visibleMessages({ messages })).toHaveLength(3);
    expect(visibleMessages({ messages, maxMessages: 2 }).map((m) => m.id)).toEqual(['a', 'b']);
  });
});

describe('messageLink', () => {
  const target = { url: '/en-us/shipping', text: 'Details' };
  it('uses the first target unless clickable is off', () => {
    expect(messageLink(message('a', { targets: [target, { url: '/x', text: 'x' }] }))).toEqual(target);
    expect(messageLink(message('a', { targets: [target], clickable: false }))).toBeUndefined();
    expect(messageLink(message('a'))).toBeUndefined();
  });
});
