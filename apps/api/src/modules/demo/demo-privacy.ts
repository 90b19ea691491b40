import type { ContactVisibility, PhotoVisibility } from '@jodi/contract';

/**
 * The demo community's privacy choices, so a newcomer meets all three at once (decision 18): about a
 * third show photos to everyone (visitors see those clearly), one in seven only to members they
 * accepted (blurred on cards, with contacts kept until acceptance too), the rest to members.
 */
export function demoPrivacy(index: number): {
  photoVisibility: PhotoVisibility;
  contactVisibility: ContactVisibility;
} {
  if (index % 7 === 3) return { photoVisibility: 'accepted', contactVisibility: 'accepted' };
  if (index % 3 === 0) return { photoVisibility: 'everyone', contactVisibility: 'plan' };
  return { photoVisibility: 'members', contactVisibility: 'plan' };
}
