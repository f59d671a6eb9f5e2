/** The loyalty programme's interface strings, in every language the shop speaks. */
export const loyaltyStrings = {
  en: {
    'apiError.LOYALTY_UNAVAILABLE': 'XPLR Pass is not available on this site right now.',
  },
  fr: {
    'apiError.LOYALTY_UNAVAILABLE': 'XPLR Pass n’est pas offert sur ce site pour le moment.',
  },
  de: {
    'apiError.LOYALTY_UNAVAILABLE': 'XPLR Pass ist auf dieser Website derzeit nicht verfügbar.',
  },
  nb: {
    'apiError.LOYALTY_UNAVAILABLE': 'XPLR Pass er ikke tilgjengelig på dette nettstedet akkurat nå.',
  },
} as const;
