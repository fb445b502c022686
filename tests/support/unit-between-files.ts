import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * The unit tests of src/ share one page per worker (vitest's `isolate: false`: a fresh page and module
 * graph for each of 80 files was most of their time). What a file leaves in the page goes with it:
 * its mounted trees, the document's attributes and storage. (A file that asks for the node environment
 * has no page.)
 */
afterAll(() => {
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.replaceChildren();
  document.head.replaceChildren();
  for (const attribute of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(attribute.name);
  localStorage.clear();
  sessionStorage.clear();
});
