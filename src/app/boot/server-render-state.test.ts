import { describe, expect, it } from 'vitest';
import { readServerState, serializeServerState, type ServerRenderState } from './server-render-state';

const state: ServerRenderState = {
  status: 200,
  lng: 'en',
  resources: { en: { posts: { title: 'Posts', nested: { one: '</script><b>x</b>' } } } },
  queries: { queries: [], mutations: [] },
  router: { loaderData: {} },
};

function page(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}

describe('the server render state', () => {
  it('reads back what the server wrote, a text that closes the script element included', () => {
    expect(readServerState(page(serializeServerState(state)))).toEqual(state);
  });

  it('is no state when it is missing or not the shape the server writes', () => {
    expect(readServerState(page(''))).toBeNull();
    const odd = (patch: object) =>
      page(
        `<script id="cuppa-server-state" type="application/json">${JSON.stringify({ ...state, ...patch })}</script>`,
      );
    expect(readServerState(odd({ lng: 'xx' }))).toBeNull();
    expect(readServerState(odd({ resources: { en: { posts: 'Posts' } } }))).toBeNull();
    expect(readServerState(odd({ resources: { en: { posts: ['Posts'] } } }))).toBeNull();
    expect(readServerState(odd({ queries: { queries: 'none' } }))).toBeNull();
    expect(readServerState(page('<script id="cuppa-server-state" type="application/json">{oops</script>'))).toBeNull();
  });
});
