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

describe('afterIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls back once nothing has been open for the delay', () => {
    const dialogs = createDialogManager();
    const shown = vi.fn();
    dialogs.afterIdle(2000, shown);
    vi.advanceTimersByTime(1999);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10_000);
    expect(shown).toHaveBeenCalledOnce();
  });

  it('waits while a menu or dialog is open, and the full delay again after it closes', () => {
    const dialogs = createDialogManager();
    const shown = vi.fn();
    dialogs.open('mobile-menu');
    dialogs.afterIdle(2000, shown);
    vi.advanceTimersByTime(5000);
    expect(shown).not.toHaveBeenCalled();
    dialogs.close('mobile-menu');
    // Still closing (the transition), then gone: the delay starts from there.
    vi.advanceTimersByTime(DIALOG_TRANSITION_MS + 1999);
    expect(shown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(shown).toHaveBeenCalledOnce();
  });

  it('restarts the wait when something opens part-way through it', () => {
    const dialogs = createDialogManager();
    const shown = vi.fn();
    dialogs.afterIdle(2000, shown);
    vi.advanceTimersByTime(1500);
    dialogs.open('location-selector');
    vi.advanceTimersByTime(1000);
    expect(shown).not.toHaveBeenCalled();
    dialogs.close('location-selector');
    vi.advanceTimersByTime(DIALOG_TRANSITION_MS + 2000);
    expect(shown).toHaveBeenCalledOnce();
  });

  it('never calls back once cancelled', () => {
    const dialogs = createDialogManager();
    const shown = vi.fn();
    const cancel = dialogs.afterIdle(2000, shown);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(shown).not.toHaveBeenCalled();
  });
});
