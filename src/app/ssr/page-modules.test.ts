import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { noteModule, pageModules } from './page-modules';

const FeedPage = () => null;
const FeedHeader = () => null;
const ProfileLayout = () => null;
const NotLazy = () => null;

describe('pageModules', () => {
  it("names each rendered route's module once, in route order, however React Router keeps the component", async () => {
    await noteModule(Promise.resolve({ ProfileLayout }), 'layouts/profile-layout.tsx');
    await noteModule(Promise.resolve({ FeedPage, FeedHeader, label: 'not a component' }), 'features/feed-page.tsx');
    const routes = [
      { element: createElement(ProfileLayout) },
      { Component: FeedPage },
      { Component: FeedHeader },
      { Component: NotLazy },
      {},
    ];
    expect(pageModules(routes)).toEqual(['layouts/profile-layout.tsx', 'features/feed-page.tsx']);
  });

  it('passes the loaded module on unchanged', async () => {
    const exports = { FeedPage };
    expect(await noteModule(Promise.resolve(exports), 'features/feed-page.tsx')).toBe(exports);
  });
});
