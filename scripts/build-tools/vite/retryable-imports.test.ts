import { describe, expect, it } from 'vitest';
import { makeImportsRetryable, RETRYABLE_IMPORT } from './retryable-imports';

describe('makeImportsRetryable', () => {
  it('sends every on-demand import of a sibling chunk through the retrying helper', () => {
    const code = 'const a=()=>import(`./chunks/tip-dialog-x1.js`),b=()=>import("../react-y2.js");import.meta.url;';
    const out = makeImportsRetryable(code)?.toString();
    expect(out).toBe(
      RETRYABLE_IMPORT +
        'const a=()=>__cuppaImport(`./chunks/tip-dialog-x1.js`),b=()=>__cuppaImport("../react-y2.js");import.meta.url;',
    );
  });

  it('leaves a chunk without on-demand imports, and imports of packages or computed paths, alone', () => {
    expect(makeImportsRetryable('import{a as b}from"./c.js";b()')).toBeNull();
    expect(makeImportsRetryable('import(`react`);import(`./x-${n}.js`)')).toBeNull();
  });
});

describe('the helper in the page', () => {
  it('asks again under a new URL after a failure, and keeps the URL that loaded', async () => {
    const asked: string[] = [];
    let online = false;
    // The helper as the browser runs it, with import() standing in for the page's module loader.
    const helper = new Function(
      'importModule',
      `${RETRYABLE_IMPORT.replace('import(', 'importModule(').replace('import.meta.url', '"https://cdn.example/w/cuppa.js"')}return __cuppaImport;`,
    ) as (load: (url: string) => Promise<unknown>) => (path: string) => Promise<unknown>;
    const load = helper((url) => {
      asked.push(url);
      return online ? Promise.resolve(url) : Promise.reject(new Error('Failed to fetch'));
    });
    await expect(load('./chunks/a.js')).rejects.toThrow('Failed to fetch');
    await expect(load('./chunks/a.js')).rejects.toThrow('Failed to fetch');
    online = true;
    await expect(load('./chunks/a.js')).resolves.toBe('https://cdn.example/w/chunks/a.js?retry=2');
    await load('./chunks/a.js');
    expect(asked).toEqual([
      'https://cdn.example/w/chunks/a.js',
      'https://cdn.example/w/chunks/a.js?retry=1',
      'https://cdn.example/w/chunks/a.js?retry=2',
      'https://cdn.example/w/chunks/a.js?retry=2',
    ]);
  });
});
