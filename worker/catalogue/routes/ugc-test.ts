import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { askMocksControl, developmentOnly } from '../../routes/mocks-control';
import { readJsonBody } from '../../routes/read-body';
import { fapi } from '../../../shared/fapi/schemas';

/*
 * In development only, for e2e tests (and QA): approves the reviews and questions a test wrote, as
 * the review platform's moderators would, so the test can see the product page list them.
 *   POST /fapi/test/ugc/approve {reviewIds, questionIds} → {approved}
 */

const CONTROL_BODY_MAX_BYTES = 8 * 1024;

export const ugcTest = new Hono<AppEnv>().on(fapi.ugcTest.approve.method, fapi.ugcTest.approve.path, developmentOnly, async (c) => {
  const body = await readJsonBody(c, fapi.ugcTest.approve.body, CONTROL_BODY_MAX_BYTES, 'reviewIds and questionIds are lists of ids');
  if (body instanceof Response) return body;
  return askMocksControl(c, '/__test/ugc/approve', body);
});
