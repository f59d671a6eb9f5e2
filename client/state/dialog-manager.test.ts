import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDialogManager, DIALOG_TRANSITION_MS } from './dialog-manager';

describe('createDialogManager', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a dialog and closes it after the 250 ms transition', () => {
    const dialogs = createDialogManager();
    dialogs.open('location-selector');
    expect(dialogs.phase('location-selector')).toBe('open');
    dialogs.close('location-selector');
    expect(dialogs.phase('location-selector')).toBe('closing');
    vi.advanceTimersByTime(DIALOG_TRANSITION_MS - 1);
    expect(dialogs.phase('location-selector')).toBe('closing');
    vi.advanceTimersByTime(1);
    expect(dialogs.phase('location-selector')).toBe('closed');
  });

  it('closes the open dialog when another opens', () => {
    const dialogs = createDialogManager();
    dialogs.open('mini-cart');
    dialogs.open('sign-in');
    expect(dialogs.phase('mini-cart')).toBe('closing');
    expect(dialogs.phase('sign-in')).toBe('open');
  });

  it('leaves a dialog marked to be kept open', () => {
    const dialogs = createDialogManager();
    dialogs.open('welcome', { keep: true });
    dialogs.open('sign-in');
    expect(dialogs.phase('welcome')).toBe('open');
    expect(dialogs.phase('sign-in')).toBe('open');
  });

  it('reopening during the closing transition keeps the dialog open', () => {
    const dialogs = createDialogManager();
    dialogs.open('quickshop');
    dialogs.close('quickshop');
    dialogs.open('quickshop');
    vi.advanceTimersByTime(DIALOG_TRANSITION_MS * 2);
    expect(dialogs.phase('quickshop')).toBe('open');
  });

  it('ignores closing a dialog that is not open', () => {
    const dialogs = createDialogManager();
    dialogs.close('nothing');
    expect(dialogs.entries.value).toEqual([]);
  });

  it('keeps separate state per manager, as per-request stores need', () => {
    const first = createDialogManager();
    const second = createDialogManager();
    first.open('sign-in');
    expect(second.phase('sign-in')).toBe('closed');
  });
});
