import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, type RecordedRequest } from '../../../core/testing/fake-fetch';
import { ServiceCreatePage } from './service-create-page';
import { hugo, renderTravel, signedInUser } from './travel-test-harness';

const cities = [
  { id: 1, name: 'Lisbon', country: 'Portugal', image: null },
  { id: 2, name: 'Kyoto', country: 'Japan', image: null },
];

let cleanup: () => void = () => {};
afterEach(() => cleanup());

/** Sets a control's value the way typing does, so React's onChange sees it. */
function fill(control: Element | null, value: string) {
  if (!(
    control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
  ))
    throw new Error('no such control');
  const proto = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('ServiceCreatePage', () => {
  it('keeps what was typed through a refused submit, shows the server’s error at its field, then posts', async () => {
    let release: (response: Response) => void = () => {};
    const posts: RecordedRequest[] = [];
    const view = await renderTravel(<ServiceCreatePage />, {
      user: signedInUser(['customer', 'host']),
      route: '/settings/travulum/create',
      handler: (request) => {
        if (request.url.pathname.endsWith('/travulum/home')) return json({ cities, featured: [] });
        if (request.method === 'POST') {
          posts.push(request);
          if (posts.length === 1)
            return json(
              {
                error: 'Choose a city from the list',
                code: 'invalid_input',
                fields: { city_id: 'Choose a city from the list' },
              },
              400,
            );
          return new Promise<Response>((resolve) => (release = resolve));
        }
        return json({ services: [], total: 0 });
      },
    });
    cleanup = view.unmount;
    const { container } = view;
    const form = container.querySelector('form') as HTMLFormElement;
    const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    const submit = container.querySelector('button[type=submit]') as HTMLButtonElement;

    await act(async () => submit.click());
    expect(posts).toHaveLength(0);
    expect(control('type').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(control('type'));

    await act(async () => {
      fill(control('type'), 'stay');
      fill(control('city_id'), '2');
      fill(control('title'), 'Harbour flat');
      fill(control('description'), 'Two rooms');
      fill(control('price'), '80');
    });
    await act(async () => submit.click());
    await view.settle();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]?.body ?? '')).toEqual({
      type: 'stay',
      title: 'Harbour flat',
      description: 'Two rooms',
      city_id: 2,
      price: 80,
      images: [],
      published: true,
    });
    const cityError = container.querySelector(
      `#${CSS.escape(control('city_id').getAttribute('aria-describedby') ?? '')}`,
    );
    expect(cityError?.textContent).toBe('Choose a city from the list');
    expect(control('title').value).toBe('Harbour flat');
    expect(control('price').value).toBe('80');

    await act(async () => submit.click());
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toBe('Saving…');
    await act(async () =>
      release(
        json(
          {
            service: {
              id: 10,
              type: 'stay',
              title: 'Harbour flat',
              description: 'Two rooms',
              city_id: 2,
              city: 'Kyoto',
              price: 80,
              images: [],
              host: hugo,
              published: true,
              created_at: '2026-01-01T00:00:00.000Z',
            },
          },
          201,
        ),
      ),
    );
    await view.settle();
    expect(view.router.state.location.pathname).toBe('/settings/travulum/list');
    expect(view.notify.getState().notifications.at(-1)?.message).toBe('The service is posted.');
  });
});
