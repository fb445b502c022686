// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceListResponseSchema, travelHomeResponseSchema } from '../../src/core/contract/travel';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();
let host: string;
beforeAll(async () => {
  host = await t.signIn('host@cuppa.test');
});

describe('travel', () => {
  it('serves the home with cities and featured services', async () => {
    const home = travelHomeResponseSchema.parse((await t.call('GET', '/v1/travulum/home')).body);
    expect(home.cities.length).toBeGreaterThanOrEqual(3);
    expect(home.featured.length).toBeGreaterThan(0);
  });

  it('lets a host create a stay, edit its price, and find it in the public lists', async () => {
    const lisbon = (await t.call('GET', '/v1/travulum/home')).body.cities.find(
      (city: { name: string }) => city.name === 'Lisbon',
    );
    const created = await t.call('POST', '/v1/host/service', {
      token: host,
      json: {
        type: 'stay',
        title: 'Tiled flat',
        description: 'Azulejos everywhere',
        city_id: lisbon.id,
        price: 90,
        images: ['https://img.example/t.png'],
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.service.id;
    const edited = await t.call('PATCH', `/v1/host/service/${id}`, { token: host, json: { price: 99.5 } });
    expect(edited.body.service).toMatchObject({ price: 99.5, images: ['https://img.example/t.png'], published: true });
    const list = serviceListResponseSchema.parse(
      (await t.call('GET', `/v1/travulum/service/list?type=stay&city_id=${lisbon.id}`)).body,
    );
    expect(list.services.map((service) => service.id)).toContain(id);
    expect(list.services.every((service) => service.type === 'stay' && service.city_id === lisbon.id)).toBe(true);
    const mine = (await t.call('GET', '/v1/host/post/list?per_page=50', { token: host })).body;
    expect(mine.services.map((service: { id: number }) => service.id)).toContain(id);
  });

  it('validates input and keeps others out', async () => {
    const bad = await t.call('POST', '/v1/host/service', {
      token: host,
      json: { type: 'cruise', title: '', city_id: 999, price: 0 },
    });
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['type', 'title', 'description', 'price']));
    const noCity = await t.call('POST', '/v1/host/service', {
      token: host,
      json: { type: 'tour', title: 'T', description: 'D', city_id: 999, price: 5 },
    });
    expect(noCity.body.fields).toEqual({ city_id: 'Choose a city from the list' });
    const member = await t.signIn('member@cuppa.test');
    expect((await t.call('POST', '/v1/host/service', { token: member, json: {} })).status).toBe(403);
    expect((await t.call('GET', '/v1/host/post/list', { token: member })).status).toBe(403);
    expect((await t.call('GET', '/v1/admin/service/list?type=tour', { token: host })).status).toBe(403);
    expect((await t.call('PATCH', '/v1/host/service/1', { token: member, json: { price: 1 } })).status).toBe(403);
  });

  it('shows one published service to anyone, a draft only to its host and admins', async () => {
    const open = await t.call('GET', '/v1/travulum/service/1');
    expect(open.status).toBe(200);
    expect(open.body.service).toMatchObject({ id: 1, published: true });
    const draft = await t.call('POST', '/v1/host/service', {
      token: host,
      json: { type: 'tour', title: 'Draft', description: 'Not yet', city_id: 1, price: 10, published: false },
    });
    const path = `/v1/travulum/service/${draft.body.service.id}`;
    expect((await t.call('GET', path)).status).toBe(404);
    expect((await t.call('GET', path, { token: await t.signIn('member@cuppa.test') })).status).toBe(404);
    expect((await t.call('GET', path, { token: host })).status).toBe(200);
    expect((await t.call('GET', path, { token: await t.signIn('admin@cuppa.test') })).status).toBe(200);
    expect((await t.call('GET', '/v1/travulum/service/99999')).status).toBe(404);
    // Published again, so the lists below add up as before.
    await t.call('PATCH', `/v1/host/service/${draft.body.service.id}`, { token: host, json: { published: true } });
    expect((await t.call('GET', path)).status).toBe(200);
  });

  it('refuses the management calls to visitors and members', async () => {
    const member = await t.signIn('member@cuppa.test');
    for (const [method, path] of [
      ['GET', '/v1/host/post/list'],
      ['POST', '/v1/host/service'],
      ['GET', '/v1/host/service/1'],
      ['PATCH', '/v1/host/service/1'],
      ['GET', '/v1/admin/service/list?type=stay'],
    ] as const) {
      const json = method === 'GET' ? undefined : {};
      expect((await t.call(method, path, { json })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await t.call(method, path, { token: member, json })).status, `${method} ${path} member`).toBe(403);
    }
  });

  it('filters the host’s own list by type and city', async () => {
    const list = (await t.call('GET', '/v1/host/post/list?type=tour&city_id=1&per_page=50', { token: host })).body;
    expect(list.total).toBeGreaterThan(0);
    expect(list.services.every((s: { type: string; city_id: number }) => s.type === 'tour' && s.city_id === 1)).toBe(
      true,
    );
  });

  it('gives admins every host’s services by type, with totals that add up to all', async () => {
    const admin = await t.signIn('admin@cuppa.test');
    let sum = 0;
    for (const type of ['tour', 'transfer', 'stay']) {
      const list = (await t.call('GET', `/v1/admin/service/list?type=${type}&per_page=50`, { token: admin })).body;
      expect(list.services.every((service: { type: string }) => service.type === type)).toBe(true);
      sum += list.total;
    }
    expect(sum).toBe((await t.call('GET', '/v1/travulum/service/list')).body.total);
    expect((await t.call('GET', '/v1/admin/service/list', { token: admin })).status).toBe(400);
  });

  // Last: the admin's totals above add up to the public list's only while no host has closed.
  it('leaves a closed host’s services out of every public list and page (API.md: nothing of a closed account)', async () => {
    const { token, user } = await t.signUp('Leaving');
    await t.api.context.sql.run('UPDATE users SET is_host = 1 WHERE id = ?', user.id);
    const made = await t.call('POST', '/v1/host/service', {
      token,
      json: { type: 'tour', title: 'Last walk', description: 'Before I go', city_id: 1, price: 12 },
    });
    const id = made.body.service.id;
    const listed = async () =>
      (await t.call('GET', '/v1/travulum/service/list?type=tour&per_page=50')).body.services.map(
        (service: { id: number }) => service.id,
      );
    expect(await listed()).toContain(id);
    expect(
      (await t.call('POST', '/v1/customer/close-account', { token, json: { password: 'long-enough-1' } })).status,
    ).toBe(200);
    expect(await listed()).not.toContain(id);
    expect((await t.call('GET', `/v1/travulum/service/${id}`)).status).toBe(404);
    const featured = (await t.call('GET', '/v1/travulum/home')).body.featured.map(
      (service: { id: number }) => service.id,
    );
    expect(featured).not.toContain(id);
  });
});
