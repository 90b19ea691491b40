import { apiPath } from '../../api/paths';

/** GET /api/v1/profiles/{id}: a member's full view of a profile. */
export function memberProfileApiPath(id: string): string {
  return apiPath('/api/v1/profiles/{id}', { path: { id } });
}

/** GET /api/v1/view/profiles/{pid}: the limited public profile visitors see. */
export function publicProfileApiPath(pid: string): string {
  return apiPath('/api/v1/view/profiles/{x}', { path: { x: pid } });
}

/** The photo the view opens with (the carousel's first, large size); none without photos. */
export function mainPhotoUrl(photos: readonly { large: string }[]): string | null {
  return photos[0]?.large ?? null;
}
