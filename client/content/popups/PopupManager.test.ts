import { describe, expect, it } from 'vitest';
import type { Popup } from '../../../shared/content/schemas/blocks/navigation';
import { firstOpenPopup, parseDismissed, popupsOf } from './PopupManager';
import { popupTracking } from './PopupView';

const popup = (id: string, name: string): Popup => ({ id, type: 'popup', name, minimizedTitle: 'Get 10% off', maximizedTitle: 'Join us', targets: [] });

describe('popupTracking', () => {
  it('is Newsletter when the name contains newsletter in any case', () => {
    expect(popupTracking('Spring NEWSLETTER pop-up').category).toBe('Newsletter');
  });
  it('is Account / Registration otherwise', () => {
    expect(popupTracking('XPLR Pass registration')).toEqual({ category: 'Account', action: 'Registration' });
  });
});

describe('firstOpenPopup', () => {
  const popups = [popup('a', 'newsletter'), popup('b', 'registration')];
  it('opens the first pop-up not dismissed', () => {
    expect(firstOpenPopup(popups, [])?.id).toBe('a');
    expect(firstOpenPopup(popups, ['a'])?.id).toBe('b');
    expect(firstOpenPopup(popups, ['a', 'b'])).toBeUndefined();
  });
});

describe('popupsOf', () => {
  it('collects pop-up blocks from every section', () => {
    const canvas = { id: 'c', name: 'popups', sections: { one: [popup('a', 'n')], two: [popup('b', 'r')] } };
    expect(popupsOf(canvas).map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('parseDismissed', () => {
  it('reads a JSON list of ids and ignores anything else', () => {
    expect(parseDismissed('["a","b"]')).toEqual(['a', 'b']);
    expect(parseDismissed(null)).toEqual([]);
    expect(parseDismissed('not json')).toEqual([]);
    expect(parseDismissed('{"a":1}')).toEqual([]);
    expect(parseDismissed('["a",3]')).toEqual(['a']);
  });
});
