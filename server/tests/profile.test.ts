// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api';

const t = useTestApi();

const PNG: Uint8Array<ArrayBuffer> = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG: Uint8Array<ArrayBuffer> = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF: Uint8Array<ArrayBuffer> = new TextEncoder().encode('GIF89a....');

function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, isPublic = 'yes') {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  form.set('is_public', isPublic);
  return t.call('POST', '/v1/customer/upload-image', { token, body: form });
}

describe('uploads', () => {
  it('stores PNG and JPEG by content and serves them back', async () => {
    const { token } = await t.signUp('Uploader');
    const png = await upload(token, PNG, 'a.png', 'image/png');
    expect(png.status).toBe(201);
    expect(png.body.url).toMatch(/\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await fetch(png.body.url);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    // A JPEG named .png is still a JPEG: the content decides.
    expect((await upload(token, JPEG, 'photo.png', 'image/png')).body.url).toMatch(/\.jpg$/);
  });

  it('refuses other types, even when they claim to be PNG, and files over 5 MB', async () => {
    const { token } = await t.signUp('Refused');
    expect(await upload(token, GIF, 'a.png', 'image/png')).toMatchObject({
      status: 415,
      body: { code: 'unsupported_type' },
    });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await upload(token, big, 'big.png', 'image/png')).toMatchObject({
      status: 413,
      body: { code: 'too_large' },
    });
    expect((await upload(token, PNG, 'a.png', 'image/png', 'no')).status).toBe(400);
    expect((await t.call('POST', '/v1/customer/upload-image', { token, json: { file: 'x' } })).status).toBe(400);
    expect((await fetch(`${t.api.apiBase}/uploads/..%2Fsecret.png`)).status).toBe(404);
  });

  it('needs a session', async () => {
    const form = new FormData();
    form.set('file', new Blob([PNG]), 'a.png');
    expect((await t.call('POST', '/v1/customer/upload-image', { body: form })).status).toBe(401);
  });
});

describe('profile and settings', () => {
  it('patches the profile; an alias is unique case-insensitively; a subscription amount makes a creator', async () => {
    const { token } = await t.signUp('Patcher');
    const image = (await upload(token, PNG, 'p.png', 'image/png')).body.url;
    const patched = await t.call('PATCH', '/v1/customer/upload/profile', {
      token,
      json: { about: 'Hi there', subscription_amount: 2.5, alias: 'Patchy', image },
    });
    expect(patched.body.user).toMatchObject({
      image,
      about: 'Hi there',
      subscription_amount: 2.5,
      alias: 'Patchy',
      roles: ['customer', 'creator'],
    });
    expect((await t.call('GET', '/v1/customer/creator/patchy')).body.user.about).toBe('Hi there');
    const taken = await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { alias: 'ALICE' } });
    expect(taken).toMatchObject({
      status: 409,
      body: { code: 'alias_taken', fields: { alias: 'This alias is taken' } },
    });
    expect((await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { alias: 'patchy' } })).status).toBe(
      200,
    );
    expect((await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { alias: 'settings' } })).status).toBe(
      400,
    );
    expect((await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { points: 1e6 } })).status).toBe(400);
  });

  it('reads and patches settings, keeping what was not sent', async () => {
    const { token } = await t.signUp('Settler');
    const initial = (await t.call('GET', '/v1/customer/settings', { token })).body.settings;
    expect(initial.notification.likes).toBe(true);
    const patched = await t.call('PATCH', '/v1/customer/settings', { token, json: { notification: { likes: false } } });
    expect(patched.body.settings.notification).toMatchObject({ likes: false, comments: true });
    expect(patched.body.settings.privacy).toEqual(initial.privacy);
    expect(
      (await t.call('PATCH', '/v1/customer/settings', { token, json: { notification: { likes: 'no' } } })).status,
    ).toBe(400);
  });
});
