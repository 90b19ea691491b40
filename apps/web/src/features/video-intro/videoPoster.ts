/**
 * The poster of a video introduction: the server stores a JPEG of one of its frames beside the
 * video, as `<video name less its extension>.poster.jpg`. The profile view gets only the video's
 * URL (`video_intro`), so it finds the poster by that rule; /videointro answers `poster_url`.
 */
export function videoPosterUrl(videoUrl: string): string {
  return videoUrl.replace(/\.[A-Za-z0-9]+$/, '.poster.jpg');
}
