import { Rotate3d } from 'lucide';
import { Icon } from '@eventalp/shell-ui';
import { FormattedMessage } from 'react-intl';
import type { EntryDetail } from '../catalog/catalogTypes';
import { httpsOnly, youTubeIdOf } from './mediaUrls';
import { YouTubeVideo } from './YouTubeVideo';

/** What the videos section shows: the header video first, then the YouTube videos, the 360° tour. */
export function mediaOf(detail: EntryDetail) {
  const headerVideo = httpsOnly(detail.header_video);
  const headerYouTube = youTubeIdOf(headerVideo);
  const videos = detail.videos.filter((video) => video.youtube_id !== headerYouTube);
  return {
    headerVideo,
    headerYouTube,
    videos,
    tour: httpsOnly(detail.vr?.url),
    empty: !headerVideo && videos.length === 0 && !httpsOnly(detail.vr?.url),
  };
}

/** The 360° tour: a link (new tab) to its https URL with its thumbnail; nothing for other URLs. */
export function VirtualTour({ detail }: { detail: EntryDetail }) {
  const url = httpsOnly(detail.vr?.url);
  if (!url) return null;
  const thumbnail = detail.vr?.thumbnail;
  return (
    <p className="ea-tour">
      <a className="ea-button ea-tour__link" href={url} target="_blank" rel="noopener nofollow">
        {thumbnail && (
          <img
            src={thumbnail.src}
            srcSet={thumbnail.srcset || undefined}
            sizes="240px"
            alt=""
            width={240}
            height={160}
            loading="lazy"
          />
        )}
        <span className="ea-with-icon">
          <Icon icon={Rotate3d} className="ea-detail-icon" size={20} />
          <FormattedMessage id="marketplace.vr.open" defaultMessage="360°-Rundgang öffnen" />
        </span>
      </a>
    </p>
  );
}

/** Header video, YouTube videos (each loads only after a click) and the 360° tour. */
export function MediaLinks({ detail }: { detail: EntryDetail }) {
  const media = mediaOf(detail);
  if (media.empty) return null;
  return (
    <section className="ea-section" aria-labelledby="ea-videos">
      <h2 id="ea-videos">
        <FormattedMessage id="marketplace.videos.title" defaultMessage="Videos und 360°-Rundgang" />
      </h2>
      {detail.video_description && <p>{detail.video_description}</p>}
      {media.headerYouTube ? (
        <YouTubeVideo youtubeId={media.headerYouTube} title={detail.name} />
      ) : (
        media.headerVideo && (
          <p>
            <a href={media.headerVideo} target="_blank" rel="noopener nofollow">
              <FormattedMessage id="marketplace.video.header" defaultMessage="Video ansehen" />
            </a>
          </p>
        )
      )}
      {media.videos.map((video) => (
        <YouTubeVideo
          key={video.youtube_id}
          youtubeId={video.youtube_id}
          title={video.title || detail.name}
        />
      ))}
      <VirtualTour detail={detail} />
    </section>
  );
}
