import type { CSSProperties } from 'react';

interface IntroVideoProps {
  src: string;
  /** A frame of the video to show before it plays (made by the server); none: the browser's own. */
  poster: string | null | undefined;
  label?: string;
  className?: string;
  style?: CSSProperties;
}

/** A member's video introduction: loads only its metadata until played, shows its poster meanwhile. */
export function IntroVideo({ src, poster, label, className, style }: IntroVideoProps) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: a member's own recording has no caption track
    <video
      src={src}
      poster={poster ?? undefined}
      controls
      preload="metadata"
      aria-label={label}
      className={className}
      style={style}
    />
  );
}
