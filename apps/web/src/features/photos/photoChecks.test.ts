import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { checkPhotos, MAX_PHOTO_BYTES, uploadErrorMessage } from './photoChecks';

const file = (name: string, size: number, type = 'image/jpeg') => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('photo checks', () => {
  it('accepts photos within the limits', () => {
    expect(checkPhotos([file('a.jpg', 1000), file('b.png', MAX_PHOTO_BYTES, 'image/png')], 3)).toEqual([]);
  });

  it('names each photo that is too large or of the wrong type', () => {
    expect(checkPhotos([file('big.jpg', MAX_PHOTO_BYTES + 1), file('c.gif', 10, 'image/gif')], 0)).toEqual([
      'big.jpg is larger than 10 MB.',
      'c.gif is not a JPEG, PNG or WebP photo.',
    ]);
  });

  it('keeps the count at 10', () => {
    expect(checkPhotos([file('a.jpg', 1), file('b.jpg', 1)], 9)).toEqual([
      'You can have at most 10 photos. You can add 1 more.',
    ]);
    expect(checkPhotos([file('a.jpg', 1)], 10)).toEqual([
      'You already have 10 photos. Remove one to add another.',
    ]);
  });

  it('prefers the server message and words bare 413/415 answers itself', () => {
    expect(uploadErrorMessage(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG.'))).toBe('Only JPEG.');
    expect(uploadErrorMessage(new ApiError(413, 'HTTP_413', 'x'))).toBe(
      'The upload is too large. Each photo can be at most 10 MB.',
    );
  });
});
