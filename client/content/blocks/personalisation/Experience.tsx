import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { chooseExperience, experienceDecision } from '../../../../shared/decisions/personalisation';
import type { Experience as ExperienceBlock } from '../../../../shared/content/schemas/blocks/personalisation';
import { usePersonalisation } from '../../../decisions';
import { trackEvent } from '../../../analytics/tracked-events';
import { PersonalisedBlocks } from './PersonalisedBlocks';

/**
 * Experience: the test-context variant, else the variant the personalisation
 * engine decided, else the baselines. The worker decides before rendering and hands the
 * same decision to the browser in AppState, so the spec's skeleton "until the decision is
 * ready" is not needed: there is never a moment without a decision, and no flicker.
 */
export function Experience({ block }: { block: ExperienceBlock }) {
  useSignals();
  const { decision, testContext } = usePersonalisation();
  // The decision store: SSR's decision until a recalculate event refreshes it.
  const chosen = experienceDecision(decision.value, block.experienceId);
  const blocks = chooseExperience(block, chosen, testContext);
  const variant = block.variants.find((candidate) => candidate.components === blocks);

  // Record PageEvents: the experience's trackingEvent, once, when the engine decided it.
  const { trackingEvent } = block;
  useEffect(() => {
    if (chosen && trackingEvent) trackEvent({ type: 'pageEvents', pageEvents: [trackingEvent] });
  }, [chosen, trackingEvent]);

  return (
    <PersonalisedBlocks
      type="experience"
      blocks={blocks}
      isFullWidth={block.isFullWidth}
      hideOnBreakpoint={block.hideOnBreakpoint}
      bottomMargins={block.bottomMargins}
      attributes={{ 'data-experience-id': block.experienceId, 'data-variant-id': variant?.variantId ?? 'baseline' }}
    />
  );
}
