import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../core/testing/fake-fetch';
import { render } from '../../testing/render';
import { ServiceListPage } from './service-list-page';
import { hugo } from './travel-fixtures';

const service = (id: number) => ({
  id,
  type: 'tour',
  title: `Tour ${id}`,
  description: 'A walk',
  city_id: 2,
  city: 'Kyoto',
  price: 30,
  images: [],
  host: hugo,
  published: true,
  created_at: '2026-03-01T10:00:00Z',
});

let cleanup: () => void = () => {};
afterEach(() => cleanup());

describe('ServiceListPage past its last page', () => {
  it('turns to the last page, keeping its type and city', async () => {
    const view = await render(<ServiceListPage />, {
      route: '/travel/tour?city=2&page=7',
      path: '/travel/:type',
      handler: (request) => {
        if (request.url.pathname.endsWith('/travulum/home')) {
          return json({ cities: [{ id: 2, name: 'Kyoto', country: 'Japan', image: null }], featured: [] });
        }
        const page = request.url.searchParams.get('page');
        return json({ services: page === '2' ? [service(11), service(12)] : [], total: 12 });
      },
    });
    cleanup = view.unmount;
    await view.findByText('Page 2 of 2');
    expect(view.router.state.location.search).toBe('?city=2&page=2');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.getByText('Tour 12')).toBeInTheDocument();
  });
});
