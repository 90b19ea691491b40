import type { Database } from '../../db/database';
import { publicMediaUrl } from '../../lib/media-url';
import { needsAcceptance, type PrivacyViewer, seesPhotosClearly } from '../../policies/photo-access';
import { MediaLens, type MediaOwner } from './media-lens';
import { type MediaGrant, type MediaSigner, type SignedMediaQuery, staffOfGrant } from './media-signing';
import { MemberMediaRepository } from './member-media.repository';

const OWNER_LENS: PrivacyViewer = { kind: 'owner', profileId: null };
const NOBODY: ReadonlySet<string> = new Set();

export interface MemberMediaDeps {
  db: Database;
  signer: MediaSigner;
}

/** Members' photo and video URLs for each viewer, and the check the media route makes on each file. */
export class MemberMedia {
  private readonly repo = new MemberMediaRepository();

  constructor(private readonly deps: MemberMediaDeps) {}

  /**
   * The lens for one answer showing `owners`' files (and contacts) to `viewer`. Acceptance is
   * looked up, in one query, only for owners who keep photos or contacts for accepted members
   * (none on most pages).
   */
  async lens(viewer: PrivacyViewer, owners: readonly MediaOwner[]): Promise<MediaLens> {
    const ask = owners.filter((o) => needsAcceptance(viewer, o)).map((o) => o.id);
    const accepted =
      ask.length > 0 && viewer.profileId
        ? await this.repo.acceptedAmong(this.deps.db, viewer.profileId, ask)
        : NOBODY;
    return new MediaLens(viewer, this.deps.signer, accepted);
  }

  /** The lens for a member's own files (or staff's): every file clear. */
  ownLens(): MediaLens {
    return new MediaLens(OWNER_LENS, this.deps.signer, NOBODY);
  }

  /** A signed URL of one of the member's own files (their photos, video, top-bar picture). */
  ownUrl(key: string | null | undefined): string | null {
    const path = publicMediaUrl(key);
    return path ? this.deps.signer.sign(path, 'o') : null;
  }

  /**
   * Whether the URL (its path under /media/ and query) opens `ownerId`'s clear file now: signed,
   * unexpired, and still allowed. Answers the seconds it may be cached, or null.
   */
  async opens(path: string, query: SignedMediaQuery, ownerId: string): Promise<number | null> {
    const signed = this.deps.signer.verify(path, query);
    if (!signed || !(await this.allows(signed.grant, ownerId))) return null;
    return signed.secondsLeft;
  }

  /**
   * Whether a signed URL's grant still opens `ownerId`'s clear files now. The owner's own URL: while
   * the owner's account is active. A staff URL: while the staff member it names is still active
   * staff, whatever the owner's status (staff review suspended members). Any other: the owner's
   * current photo choice, acceptance and blocks, and an account in good standing.
   */
  async allows(grant: MediaGrant, ownerId: string): Promise<boolean> {
    const staff = staffOfGrant(grant);
    const member = grant !== 'o' && grant !== 'v' && grant !== 'm' && !staff ? grant : null;
    const row = await this.repo.grantFacts(this.deps.db, ownerId, { staff, member });
    if (!row) return false;
    if (staff) return row.staffNow;
    if (!row.active || !row.unblocked) return false;
    if (grant === 'o') return true;
    const viewer: PrivacyViewer =
      grant === 'v' ? { kind: 'visitor', profileId: null } : { kind: 'member', profileId: member };
    return seesPhotosClearly(viewer, {
      id: ownerId,
      photoVisibility: row.photoVisibility,
      acceptedByViewer: row.accepted,
    });
  }
}
