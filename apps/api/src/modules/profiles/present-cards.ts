import type { ProfileCard } from '@jodi/contract';
import type { MemberMedia } from '../privacy/member-media';
import { type CardRow, presentCard, type Viewer } from './profile-presenter';

/** A page of cards for one viewer, each photo as the member's privacy allows (one lens for the page). */
export async function presentCards(
  rows: readonly CardRow[],
  viewer: Viewer,
  media: MemberMedia,
  today: string,
): Promise<ProfileCard[]> {
  const lens = await media.lens(viewer, rows);
  return rows.map((row) => presentCard(row, viewer, lens, today));
}
