// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/http-client';
import { createFakeFetch, json, type FakeHandler } from '../testing/fake-fetch';
import { creator } from '../testing/fixtures';
import { createApi } from './api';

const service = (id: number, type: string) => ({
  id,
  type,
  title: `S${id}`,
  description: 'd',
  city_id: 1,
  city: 'Lisbon',
  price: 10,
  images: [],
  host: creator,
  published: true,
  created_at: '2026-01-01T00:00:00.000Z',
});
const transaction = {
  id: 9,
  type: 'tip',
  direction: 'out',
  amount: 3,
  coin: 'solana',
  fee: null,
  status: 'completed',
  counterparty: creator,
  address: null,
  hash: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function setup(handler: FakeHandler, product = 'cuppa') {
  const fake = createFakeFetch(handler);
  const onPoints = vi.fn();
  const http = createHttpClient({ apiBase: 'http://api.test/api', getToken: () => 't', fetch: fake.fetch });
  return { api: createApi({ http, product, onPoints }), requests: fake.requests, onPoints };
}

describe('api', () => {
  it('uses the configured product in {product} paths', async () => {
    const { api, requests } = setup(() => json({ creators: [creator], total: 1 }), 'travulum');
    const result = await api.creators.list({ q: 'ali', page: 2 });
    expect(result.total).toBe(1);
    expect(requests[0]?.url.pathname).toBe('/api/v1/travulum/creator/list');
    expect(requests[0]?.url.search).toBe('?q=ali&page=2');
  });

  it('looks a creator up by the lower-cased alias', async () => {
    const { api, requests } = setup(() =>
      json({
        user: {
          ...creator,
          cover_image: null,
          about: '',
          private_profile: false,
          subscription_amount: 5,
          input_solana_address: null,
          tip_presets: [3, 5, 10],
          thank_you: '',
        },
        is_subscribe: false,
      }),
    );
    await api.creators.lookup('AliCe');
    expect(requests[0]?.url.pathname).toBe('/api/v1/customer/creator/alice');
  });

  it('sends money calls with their key and coin, and reports the new balance', async () => {
    const receipt = 'eyJhbGciOiJFZERTQSJ9.eyJpZCI6InJjcHQifQ.c2ln';
    const { api, requests, onPoints } = setup(() => json({ transaction, points: 97, receipt }));
    const result = await api.money.tip(2, 3, { idempotencyKey: 'k-1' });
    expect(result).toMatchObject({ points: 97, receipt });
    expect(onPoints).toHaveBeenCalledWith(97);
    expect(requests[0]?.url.pathname).toBe('/api/v1/customer/subscriber/coffee');
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ creator_id: 2, tip: 3, coin: 'solana' });
    // The reader's choice to show their name on the supporters wall is sent only when made.
    await api.money.tip(2, 3, { idempotencyKey: 'k-2', public: true });
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ creator_id: 2, tip: 3, coin: 'solana', public: true });
  });

  it('leaves the balance alone when a money call fails', async () => {
    const { api, onPoints } = setup(() => json({ error: 'Not enough balance', code: 'insufficient_balance' }, 402));
    await expect(api.money.subscribe(2, 5, { idempotencyKey: 'k' })).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    expect(onPoints).not.toHaveBeenCalled();
  });

  it('sends the price the member was shown, and hands back the new one when it changed', async () => {
    const { api, requests } = setup(() =>
      json({ error: 'The price of this subscription is now $9.00', code: 'price_changed', price: 9 }, 409),
    );
    await expect(api.money.subscribe(2, 5, { idempotencyKey: 'k' })).rejects.toMatchObject({
      code: 'price_changed',
      status: 409,
      price: 9,
    });
    expect(JSON.parse(requests[0]?.body ?? '')).toEqual({ creator_id: 2, coin: 'solana', amount: 5 });
    await expect(api.money.unlock(3, 2, { idempotencyKey: 'k2' })).rejects.toMatchObject({ price: 9 });
    expect(JSON.parse(requests[1]?.body ?? '')).toEqual({ post_id: 3, coin: 'solana', amount: 2 });
  });

  it("merges the three admin lists for type 'all' and sums their totals", async () => {
    const totals: Record<string, number> = { tour: 3, transfer: 1, stay: 7 };
    const { api, requests } = setup(({ url }) => {
      const type = url.searchParams.get('type') ?? '';
      return json({ services: [service(Object.keys(totals).indexOf(type) + 1, type)], total: totals[type] });
    });
    const result = await api.travel.adminServices({ type: 'all', city_id: 4, page: 1 });
    expect(result.total).toBe(11);
    // Each list is paged on its own: the longest one decides how many pages there are.
    expect(result.pageTotal).toBe(7);
    expect(result.services.map((item) => item.type)).toEqual(['tour', 'transfer', 'stay']);
    expect(requests.map((request) => request.url.searchParams.get('type'))).toEqual(['tour', 'transfer', 'stay']);
    expect(requests.every((request) => request.url.pathname === '/api/v1/admin/service/list')).toBe(true);
    expect(requests.every((request) => request.url.searchParams.get('city_id') === '4')).toBe(true);
  });

  it('reads one public service and filters the host’s own list', async () => {
    const { api, requests } = setup(({ url }) =>
      url.pathname.endsWith('/list') ? json({ services: [], total: 0 }) : json({ service: service(5, 'stay') }),
    );
    expect((await api.travel.publicService(5)).id).toBe(5);
    await api.travel.hostServices({ type: 'tour', city_id: 2, page: 3 });
    expect(requests.map((request) => `${request.url.pathname}${request.url.search}`)).toEqual([
      '/api/v1/travulum/service/5',
      '/api/v1/host/post/list?type=tour&city_id=2&page=3',
    ]);
  });

  it('asks one admin list for a single type', async () => {
    const { api, requests } = setup(() => json({ services: [], total: 0 }));
    await api.travel.adminServices({ type: 'stay' });
    expect(requests).toHaveLength(1);
  });

  it('reads both balances, with the product balance under its slug', async () => {
    const { api, requests } = setup(() => json({ balance: 1.5, address: 'x' }));
    await api.wallet.solanaBalance();
    await api.wallet.productBalance();
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/v1/solana/solana-balance',
      '/api/v1/solana/cuppa-balance',
    ]);
  });

  it('uploads a file as multipart with the public flag', async () => {
    const { api, requests } = setup(() => json({ url: '/uploads/a.png' }));
    const url = await api.profile.uploadImage(new Blob([new Uint8Array([137, 80])], { type: 'image/png' }), 'a.png');
    expect(url).toBe('/uploads/a.png');
    expect(requests[0]?.body).toContain('name="is_public"');
    expect(requests[0]?.body).toContain('yes');
    expect(requests[0]?.body).toContain('filename="a.png"');
  });

  it('escapes path segments', async () => {
    const { api, requests } = setup(() => json({ message: 'ok' }));
    await api.wallet.validate(' abc/../x ');
    expect(requests[0]?.url.pathname).toBe('/api/v1/customer/transaction/validate/abc%2F..%2Fx');
  });
});
