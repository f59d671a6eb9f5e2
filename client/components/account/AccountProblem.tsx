import { usePageInfo } from '../../state/PageContext';
import { useT } from '../../state/i18n';

/** What an account section shows when the shopper's data could not be read: sign in first, or try later. */
export function AccountProblem({ problem }: { problem: { errorId: string } | null }) {
  const t = useT();
  const { site } = usePageInfo();
  const signedOut = problem?.errorId === 'AUT432' || problem?.errorId === 'AUT404' || problem?.errorId === 'PRO404';
  return (
    <div className="account-problem" role="alert">
      <p>{signedOut ? t('account.signInNeeded') : t('account.unavailable')}</p>
      {signedOut ? <p><a href={`/${site.locale}/sign-in`}>{t('password.signIn')}</a></p> : null}
    </div>
  );
}
