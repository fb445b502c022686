import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema on first use, once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return z.object({ name: z.string().min(1) });
    });
    expect(builds).toBe(0);
    expect(schema.parse({ name: 'Alice' })).toEqual({ name: 'Alice' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('serves as the schema it builds: inside other schemas, extended, checked by kind, methods detached', () => {
    const inner = lazySchema(() => z.number().int().positive());
    const outer = lazySchema(() => z.object({ id: inner, tags: z.array(z.string()) }));
    expect(outer.parse({ id: 3, tags: [] })).toEqual({ id: 3, tags: [] });
    expect(() => outer.parse({ id: -1, tags: [] })).toThrow();
    expect(outer.extend({ extra: inner.optional() }).parse({ id: 1, tags: ['a'], extra: 2 })).toMatchObject({
      extra: 2,
    });
    expect(Object.keys(outer.shape)).toEqual(['id', 'tags']);
    expect(outer instanceof z.ZodObject).toBe(true);
    expect(inner instanceof z.ZodNumber).toBe(true);
    const { parse } = inner;
    expect(parse(5)).toBe(5);
    expect('safeParse' in outer).toBe(true);
  });

  it('keeps refinements and their messages', () => {
    const even = lazySchema(() => z.number().refine((value) => value % 2 === 0, 'Use an even number'));
    const result = even.safeParse(3);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Use an even number');
  });
});
