/**
 * API.md: a subscription price of $1 or more makes a member a creator (listed, able to post and be paid);
 * $0 makes them a member only. The one place the threshold is written: the API's checks, its PL/pgSQL,
 * the profile's rule and the app's screens read it from here.
 */
export const CREATOR_MIN_DOLLARS = 1;
export const CREATOR_MIN_CENTS = CREATOR_MIN_DOLLARS * 100;

export const isCreatorPrice = (dollars: number): boolean => dollars >= CREATOR_MIN_DOLLARS;
export const isCreatorPriceCents = (cents: number): boolean => cents >= CREATOR_MIN_CENTS;
