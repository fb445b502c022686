import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '../../../core/contract/users';
import { json, type RecordedRequest } from '../../../core/testing/fake-fetch';
import { ManageListPage } from './manage-list-page';
import { render } from '../../testing/render';
import { hugo, signedInUser } from './travel-fixtures';

const service = (id: number, type: string, title: string) => ({
  id,
  type,
  title,
  description: 'd',
  city_id: 1,
  city: 'Lisbon',
  price: 30,
  images: [],
  host: hugo,
  published: id !== 3,
  created_at: '2026-01-01T00:00:00.000Z',
});
function answer({ url }: RecordedRequest): Response {
  if (url.pathname.endsWith('/travulum/home')) return json({ cities: [], featured: [] });
  const type = url.searchParams.get('type');
  if (url.pathname.endsWith('/admin/service/list')) {
    const totals: Record<string, number> = { tour: 12, transfer: 1, stay: 3 };
    return json({
      services: [service(totals[type ?? ''] ?? 0, type ?? '', `Admin ${type}`)],
      total: totals[type ?? ''],
    });
  }
  if (url.pathname.endsWith('/host/post/list'))
    return json({ services: [service(2, 'tour', 'Own tour'), service(3, 'stay', 'Draft stay')], total: 2 });
  return json({ error: 'Not found', code: 'not_found' }, 404);
}

let cleanup: () => void = () => {};
afterEach(() => cleanup());

async function renderAs(roles: Role[] | null, route = '/settings/travulum/list') {
  const view = await render(<ManageListPage />, {
    handler: answer,
    user: roles ? signedInUser(roles) : null,
    route,
  });
  cleanup = view.unmount;
  return view;
}

const listCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url.pathname.includes('/list')).map((r) => `${r.url.pathname}${r.url.search}`);

describe('ManageListPage', () => {
  it('tells a member why, and asks the server for nothing', async () => {
    const screen = await renderAs(['customer']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Travel services$/);
    expect(screen.getByText(/Only hosts and admins can manage travel services/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse travel services' })).toHaveAttribute('href', '/travel');
    expect(screen.requests).toEqual([]);
  });

  it('waits for the user of a restored session before deciding', async () => {
    const screen = await renderAs(null);
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading…$/);
    expect(screen.queryByText(/Only hosts/)).toBeNull();
  });

  it('shows a host their own services with the filters sent along', async () => {
    const screen = await renderAs(['customer', 'host'], '/settings/travulum/list?type=tour&city=1');
    expect(listCalls(screen.requests)).toEqual(['/api/v1/host/post/list?type=tour&city_id=1&page=1']);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Draft');
    expect(screen.queryByText(/Host: Hugo Host/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Own tour' })).toHaveAttribute('href', '/settings/travulum/edit/2');
  });

  it('gives an admin the three admin lists merged, summed, and paged by the longest', async () => {
    const screen = await renderAs(['customer', 'admin'], '/settings/travulum/list?city=1');
    expect(listCalls(screen.requests)).toEqual([
      '/api/v1/admin/service/list?type=tour&page=1&city_id=1',
      '/api/v1/admin/service/list?type=transfer&page=1&city_id=1',
      '/api/v1/admin/service/list?type=stay&page=1&city_id=1',
    ]);
    expect(await screen.findByText(/16 services found/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText(/Host: Hugo Host/).length).toBeGreaterThan(0);
    // 12 tours are two pages of 10; the merged total (16) alone would not say so.
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2');
  });
});
