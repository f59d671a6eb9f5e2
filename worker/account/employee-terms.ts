import { reissueVisitorSummary } from '../decisions';
import type { ServiceInputs } from '../services/inputs';
import { shopperSessionOf, visitorOfSession } from '../session';

/**
 * After an employee accepted the associate discount terms upstream: the session says so (the
 * terms dialog stops opening), and the visitor summary is re-issued with the employee role, which
 * shows the associate discount banner from the next page on.
 */
export async function acceptEmployeeTerms(inputs: ServiceInputs): Promise<void> {
  const { ctx } = inputs;
  const handle = shopperSessionOf(inputs);
  await handle.amend({ employeeTermsAccepted: true });
  const session = await handle.current();
  ctx.visitor = visitorOfSession(session, ctx.visitor.cartEmpty);
  ctx.customerId = session?.consumerNo ?? null;
  await reissueVisitorSummary(inputs);
}
