import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, type RecordedRequest } from '../../../core/testing/fake-fetch';
import { ServiceCreatePage } from './service-create-page';
import { render } from '../../testing/render';
import { hugo, signedInUser } from './travel-fixtures';

const cities = [
  { id: 1, name: 'Lisbon', country: 'Portugal', image: null },
  { id: 2, name: 'Kyoto', country: 'Japan', image: null },
];

let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe('ServiceCreatePage', () => {
  it('keeps what was typed through a refused submit, shows the server’s error at its field, then posts', async () => {
    let release: (response: Response) => void = () => {};
    const posts: RecordedRequest[] = [];
    const view = await render(<ServiceCreatePage />, {
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
    const { user } = view;
    const type = await view.findByLabelText('Type');
    const city = view.getByLabelText('City');
    const title = view.getByLabelText('Title');
    const price = view.getByLabelText('Price in dollars');
    const submit = view.getByRole('button', { name: 'Post the service' });
    // What the host writes keeps its own direction in a page of the other one.
    expect(title).toHaveAttribute('dir', 'auto');
    expect(view.getByLabelText('Description')).toHaveAttribute('dir', 'auto');

    await user.click(submit);
    expect(posts).toHaveLength(0);
    expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(type).toHaveFocus();

    await user.selectOptions(type, 'stay');
    await user.selectOptions(city, 'Kyoto, Japan');
    await user.type(title, 'Harbour flat');
    await user.type(view.getByLabelText('Description'), 'Two rooms');
    await user.type(price, '80');
    await user.click(submit);
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
    expect(city).toHaveAccessibleDescription('Choose a city from the list');
    expect(title).toHaveValue('Harbour flat');
    expect(price).toHaveValue(80);

    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent(/^Saving…$/);
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
