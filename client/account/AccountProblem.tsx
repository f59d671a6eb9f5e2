import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';
import type { ErrorId } from '../../shared/errors';

/** The refusals that mean the shopper is not (or no longer) signed in. */
const SIGNED_OUT: readonly string[] = ['AUT432', 'AUT404', 'PRO404'] satisfies ErrorId[];

/** What an account section shows when the shopper's data could not be read: sign in first, or try later. */
export function AccountProblem({ problem }: { problem: { errorId: string } | null }) {
  const t = useT();
  const { site } = usePageInfo();
  const signedOut = !!problem && SIGNED_OUT.includes(problem.errorId);
  return (
    <div className="account-problem" role="alert">
      <p>{signedOut ? t('account.signInNeeded') : t('account.unavailable')}</p>
      {signedOut ? <p><a href={`/${site.locale}/sign-in`}>{t('password.signIn')}</a></p> : null}
    </div>
  );
}
