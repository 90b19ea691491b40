import type { Ad, StaffAd } from '@jodi/contract';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../errors';
import { parseUuid } from '../../lib/ids';
import type { ListMeta, Page } from '../../lib/pagination';
import { writeWithPublicImage } from '../media/public-image';
import type { Realtime } from '../realtime/realtime';
import { presentAd, presentStaffAd } from './ad-presenter';
import type { AdChanges, AdsRepository } from './ads.repository';
import type { AdCreateForm, AdUpdateForm } from './ads.schema';

export interface AdsDeps {
  db: Database;
  repo: AdsRepository;
  storage: Storage;
  realtime: Pick<Realtime, 'toEveryone'>;
}

const noSuchAd = () => notFound('AD_NOT_FOUND');

function changesOf(form: AdUpdateForm): AdChanges {
  const changes: AdChanges = {};
  if (form.status !== undefined) changes.status = form.status;
  if (form.title !== undefined) changes.title = form.title;
  if (form.description !== undefined) changes.description = form.description;
  if (form.price !== undefined) changes.price = form.price;
  if (form.advertiser_name !== undefined) changes.advertiserName = form.advertiser_name;
  if (form.advertiser_contact !== undefined) changes.advertiserContact = form.advertiser_contact;
  return changes;
}

/** Ads: members are shown active and delayed ones in turn; staff write them and push one live. */
export class AdsService {
  constructor(private readonly deps: AdsDeps) {}

  /** The next ad in the rotation, or null when no ad is active. */
  async next(): Promise<Ad | null> {
    const row = await this.deps.repo.takeNextShown(this.deps.db);
    return row ? presentAd(row) : null;
  }

  async list(page: Page): Promise<{ data: StaffAd[]; meta: ListMeta }> {
    const { rows, total } = await this.deps.repo.list(this.deps.db, page);
    return { data: rows.map(presentStaffAd), meta: { total, ...page } };
  }

  async create(form: AdCreateForm, image: Buffer | null): Promise<StaffAd> {
    const { db, repo, storage } = this.deps;
    return writeWithPublicImage(storage, image, 'ads', async (imageKey) => {
      const row = await repo.insert(db, { ...changesOf(form), title: form.title, imageKey });
      return { result: presentStaffAd(row), replacedKey: null };
    });
  }

  async update(rawId: string, form: AdUpdateForm, image: Buffer | null): Promise<StaffAd> {
    const { db, repo, storage } = this.deps;
    const id = parseUuid(rawId);
    if (!id) throw noSuchAd();
    return writeWithPublicImage(storage, image, 'ads', (newKey) =>
      db.transaction(async (tx) => {
        const current = await repo.lockById(tx, id);
        if (!current) throw noSuchAd();
        const changes = changesOf(form);
        const dropsImage = newKey !== null || form.remove_image === true;
        if (dropsImage) changes.imageKey = newKey;
        const row = await repo.update(tx, id, changes);
        return { result: presentStaffAd(row), replacedKey: dropsImage ? current.imageKey : null };
      }),
    );
  }

  async remove(rawId: string): Promise<{ id: string }> {
    const id = parseUuid(rawId);
    const row = id ? await this.deps.repo.delete(this.deps.db, id) : undefined;
    if (!row) throw noSuchAd();
    if (row.imageKey) await this.deps.storage.delete(row.imageKey).catch(() => {});
    return { id: row.id };
  }

  /** Shows an active or delayed ad to every member online now (the `ad` socket event). */
  async push(rawId: string): Promise<StaffAd> {
    const id = parseUuid(rawId);
    const row = id ? await this.deps.repo.findById(this.deps.db, id) : undefined;
    if (!row) throw noSuchAd();
    if (row.status === 'inactive') throw conflict('AD_INACTIVE');
    this.deps.realtime.toEveryone('ad', presentAd(row));
    return presentStaffAd(row);
  }
}
