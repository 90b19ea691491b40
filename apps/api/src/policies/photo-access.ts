import type { ContactVisibility, PhotoVisibility } from '@jodi/contract';
import { contactsNeedAcceptance } from './contact-access';

/**
 * Who sees a member's photos (and video) clearly (decision 18): the member chooses
 * everyone, signed-in members or only accepted members (`acceptedBetween`, messaging.ts, read by
 * `MemberMedia`); everyone else gets the blurred copy. Every presenter, list and file route asks
 * here; nothing else decides. Contacts are contact-access.ts.
 */

/** Who looks: the profile's owner, staff, a signed-in member (with or without a profile), or a visitor. */
export interface PrivacyViewer {
  kind: 'owner' | 'staff' | 'member' | 'visitor';
  /** The member's own profile (for acceptance); null without one. */
  profileId: string | null;
  /** Staff's own account: a URL signed for staff names it, so it stops when they are no longer staff. */
  userId?: string;
}

/** What the rules need of the profile looked at. */
export interface PrivacyOwner {
  id: string;
  photoVisibility: PhotoVisibility;
  /** An accepted interest or chat request between owner and viewer, either way, and no block. */
  acceptedByViewer: boolean;
}

/** Whether the viewer sees the owner's photos (and video) clearly; otherwise the blurred copy. */
export function seesPhotosClearly(viewer: PrivacyViewer, owner: PrivacyOwner): boolean {
  if (viewer.kind === 'owner' || viewer.kind === 'staff' || viewer.profileId === owner.id) return true;
  switch (owner.photoVisibility) {
    case 'everyone':
      return true;
    case 'members':
      return viewer.kind === 'member';
    case 'accepted':
      return viewer.kind === 'member' && owner.acceptedByViewer;
  }
}

/** Whether acceptance decides anything for this viewer and owner (so whether to look it up). */
export function needsAcceptance(
  viewer: PrivacyViewer,
  owner: { photoVisibility: PhotoVisibility; contactVisibility?: ContactVisibility },
): boolean {
  return (
    viewer.kind === 'member' &&
    viewer.profileId !== null &&
    (owner.photoVisibility === 'accepted' || contactsNeedAcceptance(owner))
  );
}
