import type { ContactVisibility, PhotoVisibility } from '@jodi/contract';
import { publicMediaUrl } from '../../lib/media-url';
import { type PrivacyViewer, seesPhotosClearly } from '../../policies/photo-access';
import { type MediaGrant, type MediaSigner, staffGrant } from './media-signing';
import { blurKeyOf } from './member-media-keys';

/** What a lens needs of a profile whose photos it shows. */
export interface MediaOwner {
  id: string;
  photoVisibility: PhotoVisibility;
  /** Given where the answer shows contacts (the profile view), so acceptance is looked up for them too. */
  contactVisibility?: ContactVisibility;
}

export interface LensPhoto {
  url: string;
  blurred: boolean;
}

/**
 * The URLs one viewer gets for the members' files on one answer: a signed clear URL where the
 * privacy rules allow it, else the blurred copy (photos) or nothing (video). Made by
 * `MemberMedia.lens`, which has looked up acceptance for the owners that need it.
 */
export class MediaLens {
  /** Null for a staff viewer without their user id: such a lens signs nothing (blurred copies only). */
  private readonly grant: MediaGrant | null;

  constructor(
    private readonly viewer: PrivacyViewer,
    private readonly signer: MediaSigner,
    private readonly acceptedOwners: ReadonlySet<string>,
  ) {
    this.grant =
      viewer.kind === 'owner'
        ? 'o'
        : viewer.kind === 'staff'
          ? viewer.userId
            ? staffGrant(viewer.userId)
            : null
          : viewer.kind === 'visitor'
            ? 'v'
            : (viewer.profileId ?? 'm');
  }

  /** An accepted interest or chat request between the viewer and `ownerId` (looked up only where it decides something). */
  accepted(ownerId: string): boolean {
    return this.acceptedOwners.has(ownerId);
  }

  seesClearly(owner: MediaOwner): boolean {
    if (this.grant === null) return false;
    return seesPhotosClearly(this.viewer, {
      id: owner.id,
      photoVisibility: owner.photoVisibility,
      acceptedByViewer: this.acceptedOwners.has(owner.id),
    });
  }

  /** A photo size's URL for this viewer; null without a key. */
  photo(owner: MediaOwner, key: string | null | undefined): LensPhoto | null {
    const path = publicMediaUrl(key);
    if (!key || !path) return null;
    if (this.grant !== null && this.seesClearly(owner))
      return { url: this.signer.sign(path, this.grant), blurred: false };
    const blurred = publicMediaUrl(blurKeyOf(key));
    return blurred ? { url: blurred, blurred: true } : null;
  }

  /** The video introduction (or its poster) for this viewer: null when photos are blurred for them. */
  video(owner: MediaOwner, key: string | null | undefined): string | null {
    const path = publicMediaUrl(key);
    if (!path || this.grant === null || !this.seesClearly(owner)) return null;
    return this.signer.sign(path, this.grant);
  }
}
