import { chooseExperience } from '../../../shared/personalisation';
import type { Experience as ExperienceBlock } from '../../../shared/schemas';
import { PersonalisedBlocks } from './PersonalisedBlocks';

/** spec §4 experience: the decided variant, else the baselines. No decision service is wired yet, so the baselines show. */
export function Experience({ block }: { block: ExperienceBlock }) {
  const blocks = chooseExperience(block, null);
  return (
    <PersonalisedBlocks
      type="experience"
      blocks={blocks}
      isFullWidth={block.isFullWidth}
      hideOnBreakpoint={block.hideOnBreakpoint}
      bottomMargins={block.bottomMargins}
      attributes={{ 'data-experience-id': block.experienceId }}
    />
  );
}
