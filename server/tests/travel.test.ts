// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceListResponseSchema, travelHomeResponseSchema } from '../../src/core/contract/travel';
import { startTestApi, type TestApi } from '../testing/test-api';

let t: TestApi;
let host: string;
beforeAll(async () => {
  t = await startTestApi();
  host = await t.signIn('host@cuppa.test');
});
afterAll(() => t.close());

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
});
