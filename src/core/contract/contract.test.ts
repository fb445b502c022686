import { describe, expect, it } from 'vitest';
import { signUpRequestSchema } from './auth';
import { createEmbedRequestSchema, siteOriginSchema } from './embed';
import { coffeeRequestSchema, tipMessages } from './money';
import { createPostRequestSchema, postSchema } from './posts';
import { profilePatchSchema } from './profile';
import { serviceInputSchema } from './travel';
import { creator } from './testing/fixtures';

const post = {
  id: 7,
  creator,
  text: 'secret',
  media: [{ type: 'image', url: '/uploads/a.png' }],
  media_count: 1,
  visibility: 'paid',
  price: 3,
  locked: false,
  likes: 0,
  liked: false,
  comments_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('contract', () => {
  it('refuses a locked post that carries its content', () => {
    expect(postSchema.safeParse(post).success).toBe(true);
    expect(postSchema.safeParse({ ...post, locked: true }).success).toBe(false);
    expect(postSchema.safeParse({ ...post, locked: true, text: null, media: [] }).success).toBe(true);
  });

  it('holds the tip rule with the exact messages', () => {
    const message = (tip: unknown) =>
      coffeeRequestSchema.safeParse({ creator_id: 1, tip, coin: 'solana' }).error?.issues[0]?.message;
    expect(message(undefined)).toBe(tipMessages.required);
    expect(message(0)).toBe(tipMessages.min);
    expect(message(2.5)).toBe(tipMessages.whole);
    expect(message(20_000)).toBe(tipMessages.max);
    expect(message(3)).toBeUndefined();
    expect(coffeeRequestSchema.safeParse({ creator_id: 1, tip: 3, coin: 'bitcoin' }).success).toBe(false);
  });

  it('prices only paid posts', () => {
    expect(createPostRequestSchema.safeParse({ text: 'hi', visibility: 'paid' }).success).toBe(false);
    expect(createPostRequestSchema.safeParse({ text: 'hi', visibility: 'paid', price: 3 }).success).toBe(true);
    expect(createPostRequestSchema.safeParse({ text: 'hi', visibility: 'public', price: 3 }).success).toBe(false);
    expect(createPostRequestSchema.safeParse({ text: '', visibility: 'public' }).success).toBe(false);
  });

  it('keeps aliases clear of the app routes', () => {
    expect(profilePatchSchema.safeParse({ alias: 'Settings' }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ alias: 'a b' }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ alias: 'alice_2' }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ points: 1000 }).success).toBe(false);
  });

  it('asks no subscription ($0) or at least $1', () => {
    for (const amount of [0, 1, 4.5, 10_000]) {
      expect(profilePatchSchema.safeParse({ subscription_amount: amount }).success, String(amount)).toBe(true);
    }
    for (const amount of [0.5, 0.99, 10_000.01]) {
      expect(profilePatchSchema.safeParse({ subscription_amount: amount }).success, String(amount)).toBe(false);
    }
  });

  it('normalises sign-up input', () => {
    const parsed = signUpRequestSchema.parse({
      first_name: ' Ann ',
      last_name: 'B',
      email: ' Ann@Example.COM ',
      password: '12345678',
    });
    expect(parsed.email).toBe('ann@example.com');
    expect(parsed.first_name).toBe('Ann');
    expect(
      signUpRequestSchema.safeParse({ first_name: 'A', last_name: 'B', email: 'a@b.co', password: 'short' }).success,
    ).toBe(false);
  });

  it('accepts only bare origins as embed sites', () => {
    expect(siteOriginSchema.safeParse('https://blog.example').success).toBe(true);
    expect(siteOriginSchema.safeParse('http://127.0.0.1:5174').success).toBe(true);
    expect(siteOriginSchema.safeParse('https://blog.example/').success).toBe(false);
    expect(siteOriginSchema.safeParse('https://blog.example/post').success).toBe(false);
    expect(siteOriginSchema.safeParse('javascript:alert(1)').success).toBe(false);
    const request = {
      site: 'https://blog.example',
      daily_cap: 20,
      handoff_id: 'a'.repeat(22),
      challenge: 'b'.repeat(43),
    };
    expect(createEmbedRequestSchema.safeParse(request).success).toBe(true);
    expect(createEmbedRequestSchema.safeParse({ ...request, daily_cap: 501 }).success).toBe(false);
  });

  it('validates travel services', () => {
    const service = { type: 'stay', title: 'Loft', description: 'Nice', city_id: 1, price: 80 };
    expect(serviceInputSchema.parse(service)).toMatchObject({ images: [], published: true });
    expect(serviceInputSchema.safeParse({ ...service, type: 'cruise' }).success).toBe(false);
  });
});
