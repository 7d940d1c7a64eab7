import { usePlatform } from '@eventalp/shell-kit';
import { imageAttributes } from './imageAttributes';
import type { MediaView } from './MediaView';

interface ResponsiveImageProps {
  media: MediaView;
  alt: string;
  /** About how wide the image is shown (CSS px); picks `src` by the spec's candidate rule. */
  targetWidth?: number;
  /** The `sizes` attribute; `${targetWidth}px` by default. */
  sizes?: string;
  /** 'eager' for what is on screen first (the first three results), 'lazy' for the rest. */
  loading?: 'eager' | 'lazy';
  /** 'high' for the one image that is likely the largest paint (first result, gallery's first photo). */
  fetchPriority?: 'high';
  className?: string;
}

/**
 * An image from the platform's media: srcset/sizes from its conversions, width and height for a
 * stable layout. For visitors, lazy images sit on a soft colour placeholder until they paint;
 * crawlers (decided by the shell server from the user agent) get a plain `<img src srcset>`.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const { media, alt, targetWidth, sizes, loading = 'lazy', fetchPriority, className } = props;
  const { crawler } = usePlatform();
  const attributes = imageAttributes(media, targetWidth, sizes);
  if (crawler)
    return <img {...attributes} alt={alt} className={className} fetchPriority={fetchPriority} />;
  const aspectRatio = media.width && media.height ? `${media.width} / ${media.height}` : undefined;
  return (
    <span
      className={`ea-image${loading === 'lazy' ? ' ea-image--placeholder' : ''}${className ? ` ${className}` : ''}`}
      style={aspectRatio ? { aspectRatio } : undefined}
    >
      <img
        {...attributes}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={loading === 'lazy' ? 'async' : 'auto'}
      />
    </span>
  );
}
