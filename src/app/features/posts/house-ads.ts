import { paths } from '../../config/paths';

/**
 * Cuppa's own promotions in the ad list link to pages of the app; the app words them in the reader's
 * language (posts:ads.house.*), the API's English title standing in for a page not listed here.
 */
const houseAds = {
  [paths.settings.account.href()]: 'tips',
  [paths.settings.widgets.href()]: 'widgets',
} as const satisfies Record<string, string>;

export type HouseAd = (typeof houseAds)[keyof typeof houseAds];

/** A link into the app (an absolute path, not `//host`): opened in the app, not in a new tab. */
export const isAppLink = (link: string) => /^\/(?!\/)/.test(link);

export function houseAd(link: string): HouseAd | null {
  return Object.hasOwn(houseAds, link) ? houseAds[link as keyof typeof houseAds] : null;
}
