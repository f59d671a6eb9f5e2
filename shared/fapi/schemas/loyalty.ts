import { JoinBodySchema, LoyaltyBalanceSchema, LoyaltySummarySchema, LoyaltyTokenResponseSchema, WelcomePromoSchema } from '../../loyalty/schemas';
import * as routes from '../routes/loyalty';
import { withSchemas } from './endpoint';

/** The loyalty programme's routes: joining answers the new membership as the backend gave it. */
export const loyalty = withSchemas(routes.loyalty, {
  balance: { response: LoyaltyBalanceSchema },
  summary: { response: LoyaltySummarySchema },
  join: { body: JoinBodySchema, response: LoyaltyTokenResponseSchema },
  welcome: { response: WelcomePromoSchema },
});
