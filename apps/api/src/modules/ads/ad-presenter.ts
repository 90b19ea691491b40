import type { Ad, StaffAd } from '@jodi/contract';
import { publicMediaUrl } from '../../lib/media-url';
import type { AdRow } from './ads.repository';

/** The spec's Ad, as members get it (GET /api/v1/ad/test and the `ad` socket event). */
export function presentAd(row: AdRow): Ad {
  return {
    status: row.status,
    title: row.title,
    image_url: publicMediaUrl(row.imageKey),
    description: row.description,
    price: row.price,
    advertiser_name: row.advertiserName,
    advertiser_contact: row.advertiserContact,
  };
}

export function presentStaffAd(row: AdRow): StaffAd {
  return { ...presentAd(row), id: row.id, created_at: row.createdAt.toISOString() };
}
