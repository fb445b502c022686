import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Part = () => null;

describe('lazyPart', () => {
  it('imports once, however often it is asked, and hands out the component once loaded', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: Part }));
    const part = lazyPart(importer);
    expect(part.loaded()).toBeNull();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toBe(Part);
    expect(second).toBe(Part);
    expect(part.loaded()).toBe(Part);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import', async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Part });
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.loaded()).toBeNull();
    await expect(part.load()).resolves.toBe(Part);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
