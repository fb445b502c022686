/** A positive whole id from a route or query parameter, or the fallback (the demo id). */
export function idParam(value: string | null | undefined, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  return /^\d+$/.test(value) ? Number(value) : -1;
}
