import type { BareKey } from '../key';

/** JSON array of the dismissed pop-ups' block ids; anything else reads as none. */
export const POPUP_DISMISSED_KEY = 'ridgeline.popups.dismissed';
export const popupsDismissedKey = { name: POPUP_DISMISSED_KEY, area: 'local', version: 1 } as const satisfies BareKey;
