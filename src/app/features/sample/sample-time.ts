/** SAMPLE DATA dates sit around the moment the app loads, so "this week" and "2 hours ago" stay true. */
const loadedAt = Date.now();
const HOUR_MS = 3_600_000;

export const hoursAgo = (hours: number) => new Date(loadedAt - hours * HOUR_MS).toISOString();
export const daysAhead = (days: number, hour = 18) => {
  const date = new Date(loadedAt + days * 24 * HOUR_MS);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
};
