import { describe, expect, it } from 'vitest';
import { headerState } from './header-state';

const base = { headerHeight: 120, transparent: false };

describe('headerState', () => {
  it('is expanded at the top, or transparent over a hero', () => {
    expect(headerState({ ...base, y: 0, previousY: 300 })).toBe('expanded');
    expect(headerState({ ...base, y: 0, previousY: 0, transparent: true })).toBe('transparent');
  });

  it('minimizes once scrolled down past the header', () => {
    expect(headerState({ ...base, y: 400, previousY: 100 })).toBe('minimized');
  });

  it('stays expanded while scrolling within the header height', () => {
    expect(headerState({ ...base, y: 60, previousY: 10 })).toBe('expanded');
  });

  it('shows again when scrolling up', () => {
    expect(headerState({ ...base, y: 300, previousY: 800 })).toBe('scrolled-up');
  });
});
