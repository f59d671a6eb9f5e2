import type { Site } from '../../../shared/site';
import { SignUpForm } from '../sign-up/SignUpForm';
import { useStore } from '../../state/StoreContext';

/** The sign-up dialog's body: the form, closing the dialog once the account exists (the loyalty variant is the enrolment flow's). */
export function SignUpBody({ id, site }: { id: string; site: Site }) {
  const { dialogs } = useStore();
  return <SignUpForm site={site} onCreated={() => dialogs.close(id)} />;
}
