import { FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';
import { YouTubeVideo } from './YouTubeVideo';

/** Videos (click to load) and the 360° tour link. */
export function MediaLinks({ detail }: { detail: EntryDetail }) {
  if (detail.videos.length === 0 && !detail.vr) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-videos">
      <h2 id="ea-videos">
        <FormattedMessage id="marketplace.videos.title" defaultMessage="Videos und 360°-Rundgang" />
      </h2>
      {detail.video_description && <p>{detail.video_description}</p>}
      {detail.videos.map((video) => (
        <YouTubeVideo
          key={video.youtube_id}
          youtubeId={video.youtube_id}
          title={video.title || detail.name}
        />
      ))}
      {detail.vr && (
        <p>
          <a className="ea-button" href={detail.vr.url} target="_blank" rel="noopener">
            {detail.vr.thumbnail && (
              <img
                src={detail.vr.thumbnail.src}
                srcSet={detail.vr.thumbnail.srcset || undefined}
                sizes="240px"
                alt=""
                width={240}
                height={160}
                loading="lazy"
              />
            )}
            <FormattedMessage id="marketplace.vr.open" defaultMessage="360°-Rundgang öffnen" />
          </a>
        </p>
      )}
    </section>
  );
}
