/*
 * Where keyboard focus goes once a cart or checkout change has re-rendered. A control that was
 * pressed and is still there and usable keeps focus; one that went away (a removed line, a form
 * replaced by what it saved) or became disabled (the "+" at the stock limit) hands it to the first
 * candidate that can take it, so focus never falls back to the page body.
 */

type Candidate = () => HTMLElement | null | undefined;

function usable(element: HTMLElement | null | undefined): element is HTMLElement {
  if (!element || !element.isConnected) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  return !element.closest('fieldset:disabled, [hidden], [inert]');
}

/** After the next paint: focus stays where it is if that is still usable, else goes to the first usable candidate. */
export function keepFocus(...candidates: Candidate[]): void {
  afterRender(() => {
    const active = document.activeElement as HTMLElement | null;
    if (active && active !== document.body && usable(active)) return;
    focusFirst(candidates);
  });
}

/** After the next paint: focus moves to the first usable candidate, wherever it was. */
export function moveFocus(...candidates: Candidate[]): void {
  afterRender(() => focusFirst(candidates));
}

function focusFirst(candidates: readonly Candidate[]): void {
  for (const candidate of candidates) {
    const element = candidate();
    if (usable(element)) {
      element.focus();
      return;
    }
  }
}

// Two frames: the state change renders in the first, so the second sees the page as it now is.
function afterRender(run: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(run));
}
