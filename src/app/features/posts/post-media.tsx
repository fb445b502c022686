import type { MediaItem } from '../../../core/contract/posts';

/** An unlocked post's pictures and videos; a locked post never gets here (its media is empty). */
export function PostMedia({ media }: { media: MediaItem[] }) {
  if (media.length === 0) return null;
  return (
    <div className="post-media" data-count={Math.min(media.length, 4)}>
      {media.map((item) =>
        item.type === 'image' ? (
          <img key={item.url} src={item.url} alt="" loading="lazy" />
        ) : (
          <video key={item.url} src={item.url} controls preload="metadata" />
        ),
      )}
    </div>
  );
}
