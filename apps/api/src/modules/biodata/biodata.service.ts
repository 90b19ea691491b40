import type { Readable } from 'node:stream';
import type { ChartStyle } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../adapters/storage';
import { appError, forbidden } from '../../errors';
import { requestLanguage } from '../../i18n/request-language';
import type { AuthUser } from '../../plugins/auth';
import { requireOwnProfileId } from '../../policies/own-profile';
import type { AuthUserRepository } from '../auth/auth-user.repository';
import { ensureBlurredCopy } from '../media/blurred-copy';
import { isBlurKey } from '../privacy/member-media-keys';
import type { PresentedProfile } from '../profiles/profiles.schema';
import type { ProfilesService } from '../profiles/profiles.service';
import { renderBiodata } from './biodata-pdf';
import { signBiodataToken, verifyBiodataToken } from './biodata-token';
import { DEFAULT_CHART_STYLE } from './kundli-chart-pdf';
import { biodataTexts } from './texts';

export const profileNotVerified = () => appError('PROFILE_NOT_VERIFIED');

export const BIODATA_FILE_PATH = '/api/v1/biodata/file';

export interface BiodataDeps {
  /** Loads the requester of a signed link as the guards would (active, effective plan). */
  users: Pick<AuthUserRepository, 'findActiveById'>;
  profiles: ProfilesService;
  storage: Storage;
  /** Key of the signed URLs (`biodataKey(jwtSecret)`). */
  key: Uint8Array;
  /** The requester's chosen chart style (`users.chart_style`): the PDF draws the chart their way. */
  chartStyleOf?(userId: string): Promise<ChartStyle>;
  /** Uncompressed PDFs (tests read their text). */
  compress: boolean;
  now?: () => Date;
}

export interface BiodataFileOptions {
  /** How the birth chart is drawn: 'north' (the default) or 'south', the member's stored choice. */
  chartStyle?: ChartStyle;
}

export interface BiodataFile {
  pdf: Buffer;
  filename: string;
}

const BADGES = ['identity', 'job', 'income', 'property'] as const;

/** A file name of plain letters, digits, `_` and `-` (Devanagari letters kept), never empty. */
export function biodataFilename(
  name: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const clean = (s: string | null | undefined) =>
    (s ?? '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, '_')
      .replace(/_+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 60);
  const base = [clean(name), clean(lastName)].filter(Boolean).join('_');
  return `${base || 'biodata'}.pdf`;
}

/**
 * Biodata PDFs. Issuing checks who may have it (visible, verified unless it is one's own) and
 * hands out a short-lived signed URL; the URL renders the profile afresh AS THE REQUESTER MAY SEE
 * IT, through ProfilesService.profileFor, so the PDF never holds more than the profile view.
 */
export class BiodataService {
  private readonly now: () => Date;

  constructor(private readonly deps: BiodataDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The profile as `user` may see it, for a biodata: 404 when unknown/hidden/blocked, 423 when unverified. */
  private async visible(user: AuthUser, profileId: string) {
    const result = await this.deps.profiles.profileFor(user, profileId);
    if (result.viewer.kind === 'member' && !result.found.row.identityVerified) throw profileNotVerified();
    return result;
  }

  /** `language`: the requester's (requestLanguage), kept in the link so the PDF is written in it. */
  async issueOwn(user: AuthUser, language: Language): Promise<{ url: string }> {
    return this.issue(user, requireOwnProfileId(user), language);
  }

  async issue(user: AuthUser, rawPid: string, language: Language): Promise<{ url: string }> {
    const { found } = await this.visible(user, rawPid);
    const claims = { uid: user.id, pid: found.row.id, lang: language };
    const token = await signBiodataToken(this.deps.key, claims, this.now());
    return { url: `${BIODATA_FILE_PATH}?t=${token}` };
  }

  /**
   * The PDF behind a signed URL, in the link's language (a link without one: the requester's own,
   * else the download's Accept-Language); 403 for a forged, tampered or expired one.
   * `chartStyle`: how the birth chart is drawn; without it, the requester's stored choice.
   */
  async file(
    token: string | undefined,
    request: Pick<FastifyRequest, 'headers'>,
    options: BiodataFileOptions = {},
  ): Promise<BiodataFile> {
    const claims = token ? await verifyBiodataToken(this.deps.key, token, this.now()) : null;
    if (!claims) throw forbidden('BIODATA_LINK_INVALID');
    const requester = await this.deps.users.findActiveById(claims.uid);
    if (!requester) throw forbidden('BIODATA_LINK_INVALID');
    const { profile, found } = await this.visible(requester, claims.pid);
    const own = requester.profileId === found.row.id;
    const language = claims.lang ?? requestLanguage({ headers: request.headers, user: requester });
    const texts = biodataTexts(language);
    const pdf = await renderBiodata({
      profile,
      language,
      photo: await this.photoOf(profile),
      contacts: profile.contact ?? null,
      badges: BADGES.filter((b) => profile.badges?.[b]).map((b) => texts.badges[b]),
      generatedAt: this.now(),
      chartStyle: options.chartStyle ?? (await this.deps.chartStyleOf?.(requester.id)) ?? DEFAULT_CHART_STYLE,
      compress: this.deps.compress,
    });
    return { pdf, filename: own ? 'biodata.pdf' : biodataFilename(profile.name, profile.lastName) };
  }

  /**
   * The primary photo as the presenter gave it to this requester (clear, or the blurred copy the
   * member's privacy leaves them), read from storage; null without one or when unreadable.
   */
  private async photoOf(profile: PresentedProfile): Promise<Buffer | null> {
    const url = profile.primary_profile_pic?.split('?')[0];
    if (!url?.startsWith('/media/')) return null;
    const key = `public/${url.slice('/media/'.length)}`;
    try {
      if (isBlurKey(key)) await ensureBlurredCopy(this.deps.storage, key);
      const stream: Readable = await this.deps.storage.read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch {
      return null;
    }
  }
}
