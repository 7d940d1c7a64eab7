import { Play } from 'lucide';
import { Icon } from '@eventalp/shell-ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A YouTube video that loads nothing from YouTube until the visitor asks for it (privacy and
 * page weight): a button first, the privacy-enhanced embed after the click.
 */
export function YouTubeVideo({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const id = encodeURIComponent(youtubeId);
  if (playing) {
    return (
      <iframe
        className="ea-video"
        src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <div className="ea-video ea-video--poster">
      <button
        type="button"
        className="ea-button ea-button--primary ea-with-icon"
        onClick={() => setPlaying(true)}
      >
        <Icon icon={Play} size={18} />
        <FormattedMessage
          id="marketplace.video.play"
          defaultMessage="Video abspielen: {title}"
          values={{ title }}
        />
      </button>
      <p>
        <FormattedMessage
          id="marketplace.video.notice"
          defaultMessage="Beim Abspielen wird das Video von YouTube geladen."
        />{' '}
        <a href={`https://www.youtube.com/watch?v=${id}`} target="_blank" rel="noopener">
          <FormattedMessage
            id="marketplace.video.openOnYouTube"
            defaultMessage="Auf YouTube ansehen"
          />
        </a>
      </p>
    </div>
  );
}
