import type { PrivacyViewer } from '../../policies/photo-access';
import { MediaLens } from './media-lens';
import { MediaSigner } from './media-signing';

/** A signer with a fixed key and clock, for presenter tests. */
export const testSigner = (now = () => new Date('2026-06-01T10:00:00Z')) =>
  new MediaSigner('test-secret', now);

/** A lens for `viewer` with nobody accepted (or `accepted`), signing with `testSigner`. */
export const testLens = (viewer: PrivacyViewer, accepted: readonly string[] = []) =>
  new MediaLens(viewer, testSigner(), new Set(accepted));

/** A signed clear URL of `path` for `grant`, as a regular expression. */
export const signedUrl = (path: string, grant: string) =>
  new RegExp(`^${path.replace(/[.]/g, '\\.')}\\?v=${grant}&e=\\d+&s=[A-Za-z0-9_-]{22}$`);
