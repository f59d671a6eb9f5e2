import type { SessionLedger } from './ledger';

/*
 * Where each ledger lives, apart from the Durable Object's class: the session code that asks a
 * ledger imports only these (and the class's type), so it loads outside workerd too.
 */

/** The ledger of one account's sessions. */
export function accountLedger(namespace: DurableObjectNamespace<SessionLedger>, consumerNo: string) {
  return namespace.get(namespace.idFromName(`account|${consumerNo}`));
}

/** The ledger entry of one single-use token. */
export function tokenLedger(namespace: DurableObjectNamespace<SessionLedger>, kind: string, tokenId: string) {
  return namespace.get(namespace.idFromName(`token|${kind}|${tokenId}`));
}
