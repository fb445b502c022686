import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('time ago', () => {
  it('says the largest whole unit, in the language asked for', () => {
    expect(timeAgo(ago(10), 'en', now)).toBe('now');
    expect(timeAgo(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3600), 'en', now)).toBe('1 hour ago');
    expect(timeAgo(ago(86_400), 'en', now)).toBe('yesterday');
    expect(timeAgo(ago(3 * 86_400), 'es', now)).toBe('hace 3 días');
    expect(timeAgo(ago(40 * 86_400), 'en', now)).toBe('last month');
    expect(timeAgo(ago(2 * 3600), 'ar', now)).toMatch(/ساعتين|ساعتان/);
  });

  it('calls a time a little in the future (another clock) now', () => {
    expect(timeAgo(new Date(now + 30_000).toISOString(), 'en', now)).toBe('now');
  });
});
