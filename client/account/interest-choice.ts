import { useState } from 'react';
import { INTERESTS, INTERESTS_SEPARATOR, type Interest } from '../../shared/account/interests';

/**
 * The interests a shopper has ticked, starting from the profile's pipe-joined list: ticking or
 * unticking one, and the choice in the list's order whatever order it was ticked in (as it is saved).
 */
export function useInterestChoice(saved: string | undefined) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set((saved ?? '').split(INTERESTS_SEPARATOR).filter(Boolean)));
  return {
    has: (interest: Interest) => chosen.has(interest),
    toggle(interest: Interest, on: boolean) {
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(interest);
        else next.delete(interest);
        return next;
      });
    },
    inOrder: (): Interest[] => INTERESTS.filter((interest) => chosen.has(interest)),
  };
}
