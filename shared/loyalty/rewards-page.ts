import type { ParsedCanvas } from '../page';
import type { LoyaltySummary } from './schemas';

/** What the programme offers someone who has not joined: the welcome points and the vouchers, in the site's currency. */
export interface ProgrammeOffer {
  welcomePoints: number;
  vouchers: { points: number; amountInCurrency: number }[];
  currency: string;
}

/**
 * The Rewards page (the account's XPLR Pass section): the CMS canvas, and where the site runs the
 * programme, the member's summary (null for a shopper who has not joined) beside the offer.
 * `problem` is a failed read of the summary, shown in the section instead of the data.
 */
export interface RewardsPageModel {
  canvas: ParsedCanvas | null;
  /** Null where the site has switched the programme off: the page is its CMS content only. */
  programme: { member: LoyaltySummary | null; offer: ProgrammeOffer; problem: { errorId: string; message: string } | null } | null;
}

declare module '../page/page-model' {
  interface PageModels {
    'account-loyalty': RewardsPageModel;
  }
}
