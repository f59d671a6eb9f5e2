import type { Site } from '../../../shared/site';
import { SignUpForm } from '../sign-up/SignUpForm';
import { useStore } from '../../state/StoreContext';

/** The sign-up dialog's body, and its loyalty variant's: the form, closing the dialog once the account exists. */
export function SignUpBody({ id, site, loyalty }: { id: string; site: Site; loyalty: boolean }) {
  const { dialogs } = useStore();
  return <SignUpForm site={site} loyalty={loyalty} onCreated={() => dialogs.close(id)} />;
}
