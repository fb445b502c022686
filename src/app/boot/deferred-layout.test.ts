import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layOutDeferred } from './deferred-layout';

const laidOut = () => [...document.querySelectorAll('[data-defer-layout]')].map((e) => e.hasAttribute('data-laid-out'));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<p data-defer-layout></p><p></p><p data-defer-layout></p><p data-defer-layout></p>';
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('layOutDeferred', () => {
  it('lays out one deferred element per task, top first, then says it is done', () => {
    const done = vi.fn();
    layOutDeferred(done);
    expect(laidOut()).toEqual([true, false, false]);
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual([true, true, false]);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(laidOut()).toEqual([true, true, true]);
    vi.advanceTimersToNextTimer();
    expect(done).toHaveBeenCalledOnce();
  });

  it('is done at once on a page with nothing deferred', () => {
    document.body.innerHTML = '<p></p>';
    const done = vi.fn();
    layOutDeferred(done);
    expect(done).toHaveBeenCalledOnce();
  });

  it('stops when cancelled (the page unmounted meanwhile)', () => {
    const done = vi.fn();
    const cancel = layOutDeferred(done);
    cancel();
    vi.runAllTimers();
    expect(laidOut()).toEqual([true, false, false]);
    expect(done).not.toHaveBeenCalled();
  });
});
