import type { MediaItem } from '../../../core/contract/posts';

/**
 * An unlocked post's pictures and videos; a locked post never gets here (its media is empty). The first
 * post a page shows may be its largest paint: its pictures load at once (and the server's HTML preloads
 * them); the others wait until they are scrolled near.
 */
export function PostMedia({ media, eager = false }: { media: MediaItem[]; eager?: boolean }) {
  if (media.length === 0) return null;
  return (
    <div className="post-media" data-count={Math.min(media.length, 4)}>
      {media.map((item) =>
        item.type === 'image' ? (
          <img key={item.url} src={item.url} alt="" loading={eager ? 'eager' : 'lazy'} />
        ) : (
          <video key={item.url} src={item.url} controls preload="metadata" />
        ),
      )}
    </div>
  );
}
