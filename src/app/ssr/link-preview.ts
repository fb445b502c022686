import type { TFunction } from 'i18next';
import type { Post } from '../../core/contract/posts';
import type { PublicUser } from '../../core/contract/users';
import { displayName } from '../../core/people/person-name';

/** What a shared link shows (Open Graph, Twitter card) and what search engines read (JSON-LD). */
export interface LinkPreview {
  /** The document's title, as the page itself sets it in the browser. */
  title: string;
  /** The card's title. */
  cardTitle: string;
  description: string;
  image: string | null;
  url: string;
  type: 'website' | 'profile' | 'article';
  jsonLd: Record<string, unknown> | null;
}

/** The page being previewed, as far as its loaders found it. */
export type PreviewSubject =
  | { kind: 'profile'; creator: PublicUser }
  | { kind: 'post'; post: Post }
  | { kind: 'page'; title: string | null }
  | { kind: 'not-found' };

const DESCRIPTION_LENGTH = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_LENGTH ? flat : `${flat.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

function absolute(url: string | null | undefined, base: string): string | null {
  if (!url) return null;
  try {
    return new URL(url, `${base}/`).href;
  } catch {
    return null;
  }
}

/**
 * A page's preview. Only what a visitor may read goes in: a post that is for subscribers or paid
 * (locked or not, since the server reads as a visitor) is described by who wrote it, never its text
 * or its pictures.
 */
export function linkPreview(
  subject: PreviewSubject,
  { t, brand, url, appUrl }: { t: TFunction<'app'>; brand: string; url: string; appUrl: string },
) {
  const titled = (title: string | null) => (title ? `${title} · ${brand}` : brand);
  const site = t('preview.site', { brand });

  if (subject.kind === 'profile') {
    const { creator } = subject;
    const name = displayName(creator);
    const description = shorten(creator.about) || t('preview.profile', { name, brand });
    const image = absolute(creator.image, appUrl) ?? absolute(creator.cover_image, appUrl);
    const person = {
      '@type': 'Person',
      name,
      alternateName: `@${creator.alias}`,
      description,
      url,
      ...(image ? { image } : {}),
    };
    return {
      title: titled(name),
      cardTitle: `${name} (@${creator.alias})`,
      description,
      image,
      url,
      type: 'profile',
      jsonLd: { '@context': 'https://schema.org', '@type': 'ProfilePage', url, name: titled(name), mainEntity: person },
    } satisfies LinkPreview;
  }

  if (subject.kind === 'post') {
    const { post } = subject;
    const name = displayName(post.creator);
    const readable = post.visibility === 'public' && !post.locked;
    const description = readable && post.text ? shorten(post.text) : t('preview.lockedPost', { name, brand });
    const picture = readable ? post.media.find((item) => item.type === 'image')?.url : null;
    const image = absolute(picture, appUrl) ?? absolute(post.creator.image, appUrl);
    const author = {
      '@type': 'Person',
      name,
      alternateName: `@${post.creator.alias}`,
      url: `${appUrl}/${encodeURIComponent(post.creator.alias)}`,
    };
    return {
      title: titled(t('pages.post')),
      cardTitle: t('preview.postBy', { name }),
      description,
      image,
      url,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'SocialMediaPosting',
        url,
        headline: description,
        datePublished: post.created_at,
        author,
        ...(readable && post.text ? { articleBody: post.text } : {}),
        ...(image ? { image } : {}),
      },
    } satisfies LinkPreview;
  }

  const title = subject.kind === 'not-found' ? t('errors.notFoundTitle') : subject.title;
  return {
    title: titled(title),
    cardTitle: titled(title),
    description: site,
    image: null,
    url,
    type: 'website',
    jsonLd: null,
  } satisfies LinkPreview;
}
