import type { ComponentType } from 'react';
import { ButtonSamples } from './ButtonSamples';
import { FieldSamples } from './FieldSamples';
import { RadioCardSamples } from './RadioCardSamples';
import { AlertSamples, BadgeSamples } from './NoticeSamples';
import { SavedForLaterSamples } from './SavedForLaterSamples';
import type { KitSectionProps } from './KitStates';

/**
 * The component page's sections, in page order. A new design-system component (the order
 * summary, money) adds its samples here, and the page shows them in every language.
 */
export const KIT_SECTIONS: readonly { id: string; Section: ComponentType<KitSectionProps> }[] = [
  { id: 'buttons', Section: ButtonSamples },
  { id: 'fields', Section: FieldSamples },
  { id: 'radio-cards', Section: RadioCardSamples },
  { id: 'alerts', Section: AlertSamples },
  { id: 'badges', Section: BadgeSamples },
  { id: 'saved', Section: SavedForLaterSamples },
];
