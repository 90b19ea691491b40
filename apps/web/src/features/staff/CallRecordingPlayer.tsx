/**
 * A call recording played from its short-lived signed link (spec 3 `file_url`). `fullWidth` fills a
 * phone card, 44 px tall so its controls are easy to tap.
 */
export function CallRecordingPlayer({
  src,
  label,
  fullWidth = false,
}: {
  src: string;
  label: string;
  fullWidth?: boolean;
}) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: a phone-call recording has no captions to offer
    <audio
      controls
      preload="none"
      src={src}
      aria-label={label}
      style={fullWidth ? { width: '100%', height: 44 } : { width: 160, minWidth: 160, height: 36 }}
    />
  );
}
