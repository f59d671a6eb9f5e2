import type { SessionSummary } from '../../shared/account/schemas/session';
import { preloadable, preloadOf } from '../app/preloadable';
import type { DialogManager } from '../state/dialog-manager';
import { EMPLOYEE_TERMS_DIALOG } from './dialog-ids';

/*
 * The employee terms: when an employee owes them, and how they open. The sign-in dialog's body
 * opens them right after a sign-in, so this is apart from the shells, which load that body.
 */

/** The terms' body, a chunk of its own, fetched the first time they open. */
export const EmployeeTermsBody = preloadable(() => import('../account/dialogs/EmployeeTermsDialog').then((m) => m.EmployeeTermsBody));

/** Whether the session is an employee's who has not accepted the employee terms yet. */
export function owesEmployeeTerms(summary: SessionSummary | null): boolean {
  return summary?.consumerType === 'EMPLOYEE' && summary.employeeTermsAccepted === false;
}

/** Opens the employee terms dialog, e.g. right after an employee who has not accepted them signed in. */
export function openEmployeeTerms(dialogs: DialogManager): void {
  preloadOf(EmployeeTermsBody)();
  dialogs.open(EMPLOYEE_TERMS_DIALOG);
}
