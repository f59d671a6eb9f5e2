import { useEffect, useState, type ComponentType } from 'react';
import { LOCATION_ANSWER_COOKIE } from '../../shared/location/answer-cookie';
import type { LocationConfirmationGateProps } from './LocationConfirmationGate';

export interface LocationQuestionProps extends LocationConfirmationGateProps {
  /** Pages where the question would get in the way (checkout) or mean nothing (an editor's preview). */
  skip: boolean;
}

/**
 * Where the location confirmation may appear. Nothing of it is rendered on the server or in the
 * first-load bundle: after hydration, a visitor who has not answered yet loads the gate, which asks
 * the worker where they are. A visitor who answered loads nothing (the gate reads the answer itself).
 */
export function LocationQuestion({ skip, ...props }: LocationQuestionProps) {
  const [Gate, setGate] = useState<ComponentType<LocationConfirmationGateProps> | null>(null);
  useEffect(() => {
    if (skip || document.cookie.includes(`${LOCATION_ANSWER_COOKIE}=`)) return;
    let live = true;
    import('./LocationConfirmationGate').then(
      (module) => live && setGate(() => module.LocationConfirmationGate),
      () => undefined, // the question can wait for the next page
    );
    return () => {
      live = false;
    };
  }, []);
  return Gate ? <Gate {...props} /> : null;
}
