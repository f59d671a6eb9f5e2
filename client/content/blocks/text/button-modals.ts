import { LOCATION_SELECTOR_DIALOG } from '../../../dialogs/LocationSelectorDialog';
import { LOYALTY_SIGN_UP_DIALOG, SIGN_UP_DIALOG } from '../../../dialogs/dialog-ids';

/**
 * Dialogs a CMS button may open with `#modal=<id>`. Add a dialog's id here
 * when its component is mounted by the app; an id not listed is ignored with a
 * warning.
 */
export const BUTTON_MODAL_IDS: ReadonlySet<string> = new Set([LOCATION_SELECTOR_DIALOG, SIGN_UP_DIALOG, LOYALTY_SIGN_UP_DIALOG]);
