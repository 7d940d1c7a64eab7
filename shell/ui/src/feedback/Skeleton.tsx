interface SkeletonProps {
  /** 'text' lines, a 'rect' (an image's place) or a 'circle' (an avatar). */
  shape?: 'text' | 'rect' | 'circle';
  /** CSS width, e.g. '60%' or 120 (px). */
  width?: string | number;
  /** CSS height; a rect's default is its width's 2:3. */
  height?: string | number;
  /** Number of text lines (the last one shorter). */
  lines?: number;
}

/**
 * A placeholder with the shape of content still loading; hidden from screen readers (the
 * loading region says aria-busy="true" and announces its own status). The shimmer stops for
 * visitors who ask for reduced motion.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  const style = { width, height };
  if (shape === 'text' && lines > 1)
    return (
      <span className="ea-skeleton-lines" aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className="ea-skeleton ea-skeleton--text"
            style={index === lines - 1 ? { width: '60%' } : undefined}
          />
        ))}
      </span>
    );
  return <span className={`ea-skeleton ea-skeleton--${shape}`} aria-hidden="true" style={style} />;
}
