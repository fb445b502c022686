import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SampleVideo } from '../../sample/sample-types';
import { useSampleText } from '../../sample/use-sample-text';

/**
 * The poster with a play button; the video site's frame loads only on a click, so a page visit sends
 * nothing to that site.
 */
export function VideoPlayer({ video }: { video: SampleVideo }) {
  const { t } = useTranslation('social');
  const sampleText = useSampleText();
  const [playing, setPlaying] = useState(false);
  return (
    <div className="player">
      {playing ? (
        <iframe
          src={`${video.iframe}?autoplay=1`}
          title={sampleText(video.title)}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className="player-poster" onClick={() => setPlaying(true)}>
          <img src={video.image} alt="" />
          <span className="play-mark" aria-hidden="true" />
          <span className="visually-hidden">{t('videos.play', { title: sampleText(video.title) })}</span>
          <span className="media-label media-label-end">{video.time}</span>
        </button>
      )}
    </div>
  );
}
