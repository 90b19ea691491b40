import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { type PlanName, recognisePlan, type ScoreEvent } from '@jodi/contract';
import type { Storage } from '../../adapters/storage';
import type { Database } from '../../db/database';
import { AppError, appError, conflict, notFound } from '../../errors';
import type { Effects, Outbox } from '../../jobs/outbox';
import { DOCUMENT_EXTENSIONS, MB, peekBytes, SNIFF_BYTES, sniffDocument } from '../../lib/uploads';
import type { AuthUser } from '../../plugins/auth';
import { assertAcceptedImage, ImageRejectedError } from '../media/image-variants';
import type {
  DocumentsAdded,
  ProfilesService,
  VerificationDocumentsLookup,
} from '../profiles/profiles.service';
import type { Realtime } from '../realtime/realtime';
import type { DocRow, DocStatus, DocType, VerificationRepository } from './verification.repository';

/** Largest verification document. */
export const MAX_DOCUMENT_BYTES = 10 * MB;
export const DOC_TYPES = ['GovID', 'JobID', 'SalaryID', 'PropertyID'] as const satisfies readonly DocType[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const documentKey = (profileId: string, id: string, ext: string) =>
  `private/p/${profileId}/docs/${id}.${ext}`;

export const unsupportedDocument = () => appError('UNSUPPORTED_MEDIA_TYPE.documents');

/** What a member sees of their own document (never a storage key; the file URL is their own). */
export interface OwnDocument {
  id: string;
  doc_type: DocType;
  status: DocStatus;
  reason: string | null;
  mime: string;
  size: number;
  created_at: string;
  reviewed_at: string | null;
  file_url: string;
}

export interface ReviewDocument extends OwnDocument {
  profile_id: string;
  name: string | null;
  lastName: string | null;
}

const fileUrl = (id: string) => `/api/v1/verification/docs/${id}/file`;

export function presentOwn(row: DocRow): OwnDocument {
  return {
    id: row.id,
    doc_type: row.docType,
    status: row.status,
    reason: row.reason,
    mime: row.mime,
    size: row.size,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    file_url: fileUrl(row.id),
  };
}

export interface VerificationDeps {
  db: Database;
  repo: VerificationRepository;
  storage: Storage;
  profiles: ProfilesService;
  realtime: Pick<Realtime, 'toUser'>;
  /** Whether a plan is offered the contact finder (the score event's show_google_btn). */
  contactFinder?: { offeredTo(plan: PlanName): boolean };
  /** Runs a review's transaction with what it sets off (the transactional outbox). */
  outbox: Outbox;
  /** Told in the review's transaction (the member's notification). */
  reviews?: {
    documentReviewed(
      effects: Effects,
      profileId: string,
      document: DocType,
      approved: boolean,
    ): Promise<void>;
  };
}

/** The seam of ProfilesService: which document types a profile has uploaded. */
export function documentsLookup(db: Database, repo: VerificationRepository): VerificationDocumentsLookup {
  return {
    fieldsFor: (profileId) => ({
      personal: repo.addedSql(profileId, 'GovID'),
      job: repo.addedSql(profileId, 'JobID'),
      salary: repo.addedSql(profileId, 'SalaryID'),
      property: repo.addedSql(profileId, 'PropertyID'),
    }),
    addedFor: async (profileId: string): Promise<DocumentsAdded> => {
      const types = await repo.typesOf(db, profileId);
      return {
        personal: types.has('GovID'),
        job: types.has('JobID'),
        salary: types.has('SalaryID'),
        property: types.has('PropertyID'),
      };
    },
  };
}

/**
 * An image document is kept as sent (staff must see the original), so it is read whole (at most
 * MAX_DOCUMENT_BYTES) and its header checked first: a decompression bomb would stall the browser
 * of the staff member who opens it.
 */
async function checkedImage(stream: Readable): Promise<Readable> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const image = Buffer.concat(chunks);
  try {
    await assertAcceptedImage(image);
  } catch (err) {
    if (err instanceof ImageRejectedError) {
      throw new AppError(err.reason);
    }
    throw err;
  }
  return Readable.from([image]);
}

/** Verification documents: upload (members), review (staff), and the profile flags approval sets. */
export class VerificationService {
  constructor(private readonly deps: VerificationDeps) {}

  /**
   * Stores one document, typed by its first bytes (PDF, JPEG or PNG; 415 otherwise) and streamed
   * to a private key. A pending document of the same type is replaced (row and file).
   */
  async upload(profileId: string, docType: DocType, source: Readable): Promise<OwnDocument> {
    const { db, repo, storage } = this.deps;
    const { head, stream } = await peekBytes(source, SNIFF_BYTES);
    const mime = sniffDocument(head);
    if (!mime) {
      stream.destroy();
      throw unsupportedDocument();
    }
    const body = mime === 'application/pdf' ? stream : await checkedImage(stream);
    const id = crypto.randomUUID();
    const key = documentKey(profileId, id, DOCUMENT_EXTENSIONS[mime]);
    let replaced: DocRow[] = [];
    let row: DocRow;
    try {
      const { size } = await storage.put(key, body);
      row = await db.transaction(async (tx) => {
        replaced = await repo.pendingOf(tx, profileId, docType);
        for (const old of replaced) await repo.delete(tx, old.id);
        return repo.insert(tx, { id, profileId, docType, storageKey: key, mime, size, status: 'pending' });
      });
    } catch (err) {
      await storage.delete(key).catch(() => {});
      throw err;
    }
    await Promise.allSettled(replaced.map((old) => storage.delete(old.storageKey)));
    return presentOwn(row);
  }

  async listOwn(profileId: string): Promise<OwnDocument[]> {
    return (await this.deps.repo.listOf(this.deps.db, profileId)).map(presentOwn);
  }

  /** The file of a document, for its owner or staff; 404 for anyone else (and unknown ids). */
  async file(user: AuthUser, rawId: string): Promise<{ row: DocRow; body: Readable }> {
    const row = UUID.test(rawId) ? await this.deps.repo.findById(this.deps.db, rawId) : undefined;
    if (!row || (!user.isAdmin && row.profileId !== user.profileId)) throw notFound('DOCUMENT_NOT_FOUND');
    const body = await this.deps.storage.read(row.storageKey).catch(() => {
      throw notFound('DOCUMENT_NOT_FOUND');
    });
    return { row, body };
  }

  async listForReview(
    status: DocStatus | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ data: ReviewDocument[]; meta: { total: number; limit: number; offset: number } }> {
    const { rows, total } = await this.deps.repo.listForReview(this.deps.db, status, page);
    return {
      data: rows.map((r) => ({
        ...presentOwn(r),
        profile_id: r.profileId,
        name: r.name,
        lastName: r.lastName,
      })),
      meta: { total, ...page },
    };
  }

  /**
   * Approves or rejects a document. Approval sets the profile's flag and the status in one
   * transaction; rejection clears nothing else (the flag stays as it was: false unless an earlier
   * document of the type was approved). The member then gets the `score` event.
   */
  async review(
    staff: AuthUser,
    rawId: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<OwnDocument> {
    const { outbox, repo, reviews } = this.deps;
    if (!UUID.test(rawId)) throw notFound('DOCUMENT_NOT_FOUND');
    const row = await outbox.transaction(async (effects) => {
      const { tx } = effects;
      const doc = await repo.lockById(tx, rawId);
      if (!doc) throw notFound('DOCUMENT_NOT_FOUND');
      if (doc.status !== 'pending') throw conflict('DOCUMENT_ALREADY_REVIEWED', { status: doc.status });
      const reviewed = await repo.review(tx, doc.id, {
        status: decision.approve ? 'approved' : 'rejected',
        reason: decision.approve ? null : decision.reason,
        reviewedBy: staff.id,
        reviewedAt: new Date(),
      });
      if (decision.approve) await repo.setFlag(tx, doc.profileId, doc.docType, true);
      await reviews?.documentReviewed(effects, doc.profileId, doc.docType, decision.approve);
      return reviewed;
    });
    await this.pushScore(row.profileId);
    return presentOwn(row);
  }

  /** The owner's score and verification flags, as the top bar shows them, to their sockets. */
  private async pushScore(profileId: string): Promise<void> {
    const owner = await this.deps.repo.ownerOf(this.deps.db, profileId);
    if (!owner) return;
    const user: AuthUser = {
      id: owner.userId,
      email: owner.email,
      isAdmin: owner.isAdmin,
      plan: owner.planActive ? recognisePlan(owner.plan) : 'Hope',
      profileId,
    };
    const { profile, found } = await this.deps.profiles.profileFor(user, profileId);
    const payload: ScoreEvent = {
      score: profile.profile_score ?? 0,
      personal_verification_verified: found.row.identityVerified,
      job_verification_verified: found.row.jobVerified,
      salary_details_verified: found.row.incomeVerified,
      property_details_verified: found.row.propertyVerified,
      show_google_btn: this.deps.contactFinder?.offeredTo(user.plan) ?? false,
    };
    this.deps.realtime.toUser(owner.userId, 'score', payload);
  }
}
