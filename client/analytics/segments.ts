/** Segment labels, as analytics reports them. */
export const SEGMENT_LABELS = ['Loyalty', 'Wranx', 'Ipa', 'WranxOrIpa', 'Athlete'] as const;
export type SegmentLabel = (typeof SEGMENT_LABELS)[number];

/** The parts of a visitor kind (shared/decisions/personalisation VisitorKind) the labels read. */
export interface SegmentSource {
  loggedIn: boolean;
  loyaltyMember: boolean;
  roles: readonly string[];
}

/** Every label that applies, in the spec's order; a loyalty flag only counts for a signed-in shopper. */
export function segmentLabels(visitor: SegmentSource): SegmentLabel[] {
  const wranx = visitor.roles.includes('wranx');
  const ipa = visitor.roles.includes('ipa');
  const labels: SegmentLabel[] = [];
  if (visitor.loggedIn && visitor.loyaltyMember) labels.push('Loyalty');
  if (wranx) labels.push('Wranx');
  if (ipa) labels.push('Ipa');
  if (wranx || ipa) labels.push('WranxOrIpa');
  if (visitor.roles.includes('athlete')) labels.push('Athlete');
  return labels;
}
