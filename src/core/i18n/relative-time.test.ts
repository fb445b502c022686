import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();

describe('relative time', () => {
  it('says the largest whole unit, in the language asked for', () => {
    expect(relativeTime(at(-10), 'en', { now })).toBe('this minute');
    expect(relativeTime(at(-5 * 60), 'en', { now })).toBe('5 minutes ago');
    expect(relativeTime(at(-3600), 'en', { now })).toBe('1 hour ago');
    expect(relativeTime(at(-86_400), 'en', { now })).toBe('yesterday');
    expect(relativeTime(at(-3 * 86_400), 'es', { now })).toBe('hace 3 días');
    expect(relativeTime(at(-40 * 86_400), 'en', { now })).toBe('last month');
    expect(relativeTime(at(-2 * 3600), 'ar', { now })).toMatch(/ساعتين|ساعتان/);
    expect(relativeTime(at(3 * 3600), 'en', { now })).toBe('in 3 hours');
  });

  it('reads a time ahead of this clock as now when only the past makes sense', () => {
    expect(relativeTime(at(90), 'en', { now, past: true })).toBe('this minute');
  });
});
