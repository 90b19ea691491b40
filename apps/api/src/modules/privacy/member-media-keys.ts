/**
 * Storage keys of members' files: `public/p/<profileId>/photos/<photoId>-<size>.jpg` and
 * `public/p/<profileId>/video/<id>.<ext>` (with a `.poster.jpg` beside it). Clear files are served
 * only through signed URLs; the `-blur.jpg` copy of a photo is served to anyone.
 */
const MEMBER_KEY = /^public\/p\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//;
const PHOTO_SIZE = /-(?:thumb|medium|large|blur)\.jpg$/;

/** The profile whose file `key` is; null for files that are not a member's (blog covers, ads). */
export function memberOfKey(key: string): string | null {
  return MEMBER_KEY.exec(key)?.[1] ?? null;
}

/** The blurred copy of a photo size's key; null when `key` is not a photo size. */
export function blurKeyOf(photoKey: string): string | null {
  return PHOTO_SIZE.test(photoKey) ? photoKey.replace(PHOTO_SIZE, '-blur.jpg') : null;
}

export const isBlurKey = (key: string) => key.endsWith('-blur.jpg') && memberOfKey(key) !== null;

/** The size the blurred copy is made from. */
export const thumbKeyOfBlur = (blurKey: string) => blurKey.replace(/-blur\.jpg$/, '-thumb.jpg');
