/** A call recording played from its short-lived signed link (spec 3 `file_url`). */
export function CallRecordingPlayer({ src, label }: { src: string; label: string }) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: a phone-call recording has no captions to offer
    <audio
      controls
      preload="none"
      src={src}
      aria-label={label}
      style={{ width: 160, minWidth: 160, height: 36 }}
    />
  );
}
