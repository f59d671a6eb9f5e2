import type { CARD_BLOCKS } from '../../../../shared/content/schemas/blocks/cards';
import type { BlockViews } from '../types';
import { BenefitBar } from './BenefitBar';
import { CategoryCard } from './CategoryCard';
import { Collection } from './Collection';
import { IconAndText } from './IconAndText';
import { LinkedCards } from './LinkedCards';
import { MultiLinkCard } from './MultiLinkCard';
import { SecondaryNav } from './SecondaryNav';
import { VisualSelector } from './VisualSelector';

export const CARD_VIEWS: BlockViews<keyof typeof CARD_BLOCKS> = {
  'category-card': CategoryCard,
  collection: Collection,
  'linked-cards': LinkedCards,
  'multi-link-card': MultiLinkCard,
  'visual-selector': VisualSelector,
  'secondary-nav': SecondaryNav,
  'icon-and-text': IconAndText,
  'benefit-bar': BenefitBar,
};
