import type { TEXT_BLOCKS } from '../../../../shared/content/schemas/blocks/text';
import type { BlockViews } from '../types';
import { Accordion } from './Accordion';
import { Anchor } from './Anchor';
import { Button } from './Button';
import { RichText } from './RichText';
import { Spacer } from './Spacer';

export const TEXT_VIEWS: BlockViews<keyof typeof TEXT_BLOCKS> = {
  'rich-text': RichText,
  accordion: Accordion,
  anchor: Anchor,
  button: Button,
  spacer: Spacer,
};
