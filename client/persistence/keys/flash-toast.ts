import type { BareKey } from '../key';

/** JSON `{ kind, title }`: the toast the next page shows once. */
export const flashToastKey = { name: 'ridgeline:flash-toast', area: 'session', version: 1 } as const satisfies BareKey;
