import { SITES, type Site } from '../../../../shared/site';

/** The first site that writes in `language`: its currency and formats are the samples'. */
export function kitSite(language: string): Site {
  return SITES.find((site) => site.language === language) ?? SITES[0]!;
}
