/**
 * What each payment method shows on the billing step, gathered by scripts/registries.mjs from the
 * panel modules here, each of which names the methods it shows (`<NAME>_PANELS`). Every method has
 * its entry, so a method no module names does not compile; a method whose entry is null is not
 * offered on the page, whatever the basket says.
 */
export { PAYMENT_PANELS } from './panels.gen';
