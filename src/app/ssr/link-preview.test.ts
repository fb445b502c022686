import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../core/contract/posts';
import app from '../../../locales/en/app.json';
import { headTags } from './head-tags';
import { linkPreview } from './link-preview';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { app } }, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'app');
const context = { t, brand: 'Cuppa', url: 'https://cuppa.test/post/7', appUrl: 'https://cuppa.test' };

const creator = {
  id: 1,
  alias: 'alice',
  image: '/pictures/alice.png',
  first_name: 'Alice',
  last_name: 'Rivera',
  verified: true,
  total_posts: 3,
};

function post(overrides: Partial<Post>): Post {
  return {
    id: 7,
    creator,
    text: 'Morning light <over> the "Tagus".',
    media: [{ type: 'image', url: 'https://img.test/lisbon.png' }],
    media_count: 1,
    visibility: 'public',
    price: null,
    locked: false,
    likes: 0,
    liked: false,
    comments_count: 0,
    created_at: '2026-10-15T09:41:46.880Z',
    ...overrides,
  };
}

describe('linkPreview', () => {
  it('shows a public post’s text and picture, and says who wrote it', () => {
    const preview = linkPreview({ kind: 'post', post: post({}) }, context);
    expect(preview.description).toBe('Morning light <over> the "Tagus".');
    expect(preview.image).toBe('https://img.test/lisbon.png');
    expect(preview.jsonLd).toMatchObject({
      '@type': 'SocialMediaPosting',
      articleBody: 'Morning light <over> the "Tagus".',
    });
  });

  it('never puts a paid or subscribers’ post’s text or pictures in the preview, even when it was readable', () => {
    for (const visibility of ['paid', 'subscribers'] as const) {
      // Unlocked as a member would see it: the preview still describes it by its author only.
      const preview = linkPreview({ kind: 'post', post: post({ visibility, price: 3 }) }, context);
      const everything = JSON.stringify(preview);
      expect(everything).not.toContain('Tagus');
      expect(everything).not.toContain('lisbon');
      expect(preview.description).toBe('A post by Alice Rivera for their supporters on Cuppa.');
      expect(preview.image).toBe('https://cuppa.test/pictures/alice.png');
    }
  });

  it('describes a creator by their about text, as a ProfilePage of a Person', () => {
    const preview = linkPreview(
      {
        kind: 'profile',
        creator: { ...creator, cover_image: null, about: '', private_profile: false, subscription_amount: 4 } as never,
      },
      { ...context, url: 'https://cuppa.test/alice' },
    );
    expect(preview.description).toBe('Support Alice Rivera on Cuppa.');
    expect(preview.jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Alice Rivera' },
    });
  });
});

describe('headTags', () => {
  it('escapes what it writes into attributes and keeps JSON-LD inside its script', () => {
    const preview = linkPreview(
      { kind: 'post', post: post({ text: '</script><script>alert(1)</script> & "x"' }) },
      context,
    );
    const html = headTags(preview, { siteName: 'Cuppa', locale: 'en' });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;"');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("writes the page's language as Open Graph's language and territory", () => {
    const preview = linkPreview({ kind: 'page', title: null }, context);
    const locales = ['en', 'es', 'ar', 'fr', 'de', 'pt-BR', 'ja', 'zh-CN'].map(
      (locale) => /og:locale" content="([^"]+)"/.exec(headTags(preview, { siteName: 'Cuppa', locale }))?.[1],
    );
    expect(locales).toEqual(['en_US', 'es_ES', 'ar_EG', 'fr_FR', 'de_DE', 'pt_BR', 'ja_JP', 'zh_CN']);
  });
});
