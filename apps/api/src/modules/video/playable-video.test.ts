import { describe, expect, it } from 'vitest';
import type { StreamFacts, VideoFacts } from '../../adapters/video-tools/video-tools';
import { playableVideo } from './playable-video';
import { posterKeyOf, posterTime } from './video-poster';

const h264: StreamFacts = { index: 0, type: 'video', codec: 'h264', width: 640, height: 360, packets: 30 };
const mp4 = (over: Partial<VideoFacts> = {}): VideoFacts => ({
  formats: ['mov', 'mp4', 'm4a', '3gp', '3g2', 'mj2'],
  majorBrand: 'isom',
  durationSeconds: 3,
  streams: [h264],
  damaged: false,
  ...over,
});

describe('playableVideo', () => {
  it('takes MP4, QuickTime and WebM with a video stream browsers play', () => {
    expect(playableVideo(mp4())).toEqual({ mime: 'video/mp4', stream: h264, durationSeconds: 3 });
    expect(playableVideo(mp4({ majorBrand: 'qt' }))?.mime).toBe('video/quicktime');
    const vp9 = { ...h264, codec: 'vp9' };
    expect(
      playableVideo(mp4({ formats: ['matroska', 'webm'], majorBrand: undefined, streams: [vp9] }))?.mime,
    ).toBe('video/webm');
    for (const codec of ['hevc', 'av1', 'vp8']) {
      expect(playableVideo(mp4({ streams: [{ ...h264, codec }] }))).not.toBeNull();
    }
  });

  it('picks the playable video stream past cover art and sound', () => {
    const cover = { ...h264, index: 0, codec: 'mjpeg' };
    const sound = { ...h264, index: 1, type: 'audio', codec: 'aac', width: 0, height: 0 };
    const video = { ...h264, index: 2 };
    expect(playableVideo(mp4({ streams: [cover, sound, video] }))?.stream).toEqual(video);
  });

  it.each([
    ['damaged', mp4({ damaged: true })],
    ['no duration', mp4({ durationSeconds: null })],
    ['a zero duration', mp4({ durationSeconds: 0 })],
    ['sound only', mp4({ streams: [{ ...h264, type: 'audio', codec: 'aac' }] })],
    ['a codec browsers do not play', mp4({ streams: [{ ...h264, codec: 'mpeg4' }] })],
    ['a video stream without frames', mp4({ streams: [{ ...h264, packets: 0 }] })],
    ['more pixels than a photo may have', mp4({ streams: [{ ...h264, width: 20_000, height: 20_000 }] })],
    ['another container', mp4({ formats: ['ogg'] })],
  ])('refuses a file with %s', (_, facts) => {
    expect(playableVideo(facts)).toBeNull();
  });
});

describe('the poster', () => {
  it('is stored beside its video and taken one second in, or half-way through a shorter video', () => {
    expect(posterKeyOf('public/p/abc/video/0f0e.mp4')).toBe('public/p/abc/video/0f0e.poster.jpg');
    expect(posterKeyOf('public/p/abc/video/0f0e.webm')).toBe('public/p/abc/video/0f0e.poster.jpg');
    expect(posterTime(30)).toBe(1);
    expect(posterTime(1)).toBe(0.5);
  });
});
