import { describe, expect, it } from 'vitest';
import { pagePreloads, type BuildManifest } from './page-preloads';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js', '_format-1.js'] },
  '_format-1.js': { file: 'assets/format-1.js', imports: ['_card-1.js'] },
  'layouts/profile-layout.tsx': { file: 'assets/profile-layout-1.js', imports: ['index.html', '_card-1.js'] },
  'features/posts/profile-feed-page.tsx': { file: 'assets/profile-feed-page-1.js', imports: ['_card-1.js'] },
};

describe('pagePreloads', () => {
  it("names each page module's chunk and the chunks it imports, once each, less what the entry loads", () => {
    const preloads = pagePreloads(manifest, '/app/');
    expect(preloads(['layouts/profile-layout.tsx', 'features/posts/profile-feed-page.tsx'])).toEqual([
      '/app/assets/profile-layout-1.js',
      '/app/assets/card-1.js',
      '/app/assets/format-1.js',
      '/app/assets/profile-feed-page-1.js',
    ]);
  });

  it('names nothing for a module the build does not list', () => {
    expect(pagePreloads(manifest, '/')(['features/missing.tsx'])).toEqual([]);
  });
});
