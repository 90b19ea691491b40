import { describe, expect, it } from 'vitest';
import { jpeg, png } from '../../../test/media-files';
import { sniffAudio } from './call-audio';
import { bareMp3, id3Mp3, m4a, ogg, wav } from './staff.test-kit';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (s: string) => Buffer.from(s, 'latin1');

describe('sniffAudio', () => {
  it.each([
    ['MP3 with an ID3 tag', id3Mp3(), 'audio/mpeg'],
    ['MP3 starting with a frame', bareMp3(), 'audio/mpeg'],
    ['AAC in ADTS (MPEG-4)', bytes(0xff, 0xf1, 0x50, 0x80, 0, 0x1f, 0xfc), 'audio/aac'],
    ['AAC in ADTS (MPEG-2)', bytes(0xff, 0xf9, 0x50, 0x80, 0, 0x1f, 0xfc), 'audio/aac'],
    ['M4A', m4a(), 'audio/mp4'],
    ['MP4 brand isom', Buffer.concat([bytes(0, 0, 0, 0x18), text('ftypisom')]), 'audio/mp4'],
    ['3GPP', Buffer.concat([bytes(0, 0, 0, 0x18), text('ftyp3gp4')]), 'audio/3gpp'],
    ['Ogg', ogg(), 'audio/ogg'],
    ['WAV', wav(), 'audio/wav'],
    ['WebM', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81), 'audio/webm'],
    ['AMR', text('#!AMR\n\x3c'), 'audio/amr'],
    ['FLAC', text('fLaC\0\0\0\x22'), 'audio/flac'],
  ])('recognises %s', (_name, data, mime) => {
    expect(sniffAudio(data)).toBe(mime);
  });

  it('refuses images, text, PDFs, QuickTime video, WebP and noise', async () => {
    expect(sniffAudio(await jpeg())).toBeNull();
    expect(sniffAudio(await png())).toBeNull();
    expect(sniffAudio(text('This is not audio, just a note renamed .mp3'))).toBeNull();
    expect(sniffAudio(text('%PDF-1.4\n'))).toBeNull();
    expect(sniffAudio(Buffer.concat([bytes(0, 0, 0, 0x14), text('ftypqt  ')]))).toBeNull();
    expect(sniffAudio(text('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
    // 0xFF then a reserved MPEG version / layer / bitrate.
    expect(sniffAudio(bytes(0xff, 0xe9, 0x90, 0x64))).toBeNull();
    expect(sniffAudio(bytes(0xff))).toBeNull();
    expect(sniffAudio(bytes(0xff, 0xfb, 0xf0, 0x64))).toBeNull();
    expect(sniffAudio(Buffer.alloc(0))).toBeNull();
  });
});
