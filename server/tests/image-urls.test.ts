// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApi } from '../testing/test-api';
import { uploadedPicture } from '../testing/uploaded-picture';

const t = useTestApi();
let alice: string;
beforeAll(async () => {
  alice = await t.signIn('alice@cuppa.test');
});

/** Image URLs that would let a third party (or a path on another origin) watch a creator's readers. */
const foreign = (own: string) => [
  'https://tracker.example/pixel.png?reader=1',
  own.replace(/^http:\/\/[^/]+/, 'https://tracker.example'),
  `${own}?x=1`,
  `${own}/../../v1/customer/me`,
  new URL(own).pathname,
  `${t.api.apiBase}/demo-images/avatar-X.svg`,
];

describe('image URLs of profiles and posts', () => {
  it('accept only this API’s own uploads on a profile, refused with the JSON validation error', async () => {
    const own = await uploadedPicture(t, alice);
    for (const url of foreign(own)) {
      for (const field of ['image', 'cover_image']) {
        const answer = await t.call('PATCH', '/v1/customer/upload/profile', { token: alice, json: { [field]: url } });
        expect({ url, status: answer.status, code: answer.body.code }).toEqual({
          url,
          status: 400,
          code: 'invalid_input',
        });
        expect(Object.keys(answer.body.fields)).toEqual([field]);
      }
    }
    const me = (await t.call('GET', '/v1/customer/me', { token: alice })).body.user;
    expect(me.image).not.toContain('tracker');
    expect(me.cover_image).not.toContain('tracker');

    const patched = await t.call('PATCH', '/v1/customer/upload/profile', {
      token: alice,
      json: { image: own, cover_image: null },
    });
    expect(patched.body.user).toMatchObject({ image: own, cover_image: null });
  });

  it('lets a profile form send back the pictures it already has (the demo ones too)', async () => {
    const { token } = await t.signUp('Keeper');
    const bob = await t.signIn('bob@cuppa.test');
    const current = (await t.call('GET', '/v1/customer/me', { token: bob })).body.user;
    const kept = await t.call('PATCH', '/v1/customer/upload/profile', {
      token: bob,
      json: { about: 'Still me', image: current.image, cover_image: current.cover_image },
    });
    expect(kept.status).toBe(200);
    // Another member's picture is not "kept" by someone who never had it: only uploads are.
    expect(
      (await t.call('PATCH', '/v1/customer/upload/profile', { token, json: { image: current.image } })).status,
    ).toBe(400);
  });

  it('accept only this API’s own uploads as post media', async () => {
    const own = await uploadedPicture(t, alice);
    for (const url of foreign(own)) {
      const answer = await t.call('POST', '/v1/creator/post', {
        token: alice,
        json: {
          text: 'With a picture',
          visibility: 'public',
          media: [
            { type: 'image', url: own },
            { type: 'image', url },
          ],
        },
      });
      expect({ url, status: answer.status, code: answer.body.code }).toEqual({
        url,
        status: 400,
        code: 'invalid_input',
      });
      expect(Object.keys(answer.body.fields)).toEqual(['media.1.url']);
    }
    const created = await t.call('POST', '/v1/creator/post', {
      token: alice,
      json: { text: 'With a picture', visibility: 'public', media: [{ type: 'image', url: own }] },
    });
    expect(created.status).toBe(201);
    expect(created.body.post.media).toEqual([{ type: 'image', url: own }]);
  });
});
