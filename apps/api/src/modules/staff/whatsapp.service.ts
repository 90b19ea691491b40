import { type WaMessage, WHATSAPP_COUNTRY_PREFIX } from '@jodi/contract';
import type { RateLimitStore } from '../../adapters/rate-limit-store';
import { maskPhone, type WhatsAppSender } from '../../adapters/whatsapp';
import type { Database } from '../../db/database';
import { appError, notFound } from '../../errors';
import { parseUuid } from '../../lib/ids';
import { enforceRateLimit, type Limit } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import { presentWaMessage } from './call-log-presenter';
import type { CallLogRow, CallLogsRepository } from './call-logs.repository';
import type { TrailsRepository } from './trails.repository';
import type { WaMessagesRepository } from './wa-messages.repository';

/** Invites one staff member may send: 60 an hour. */
export const WHATSAPP_INVITE_LIMIT: Limit = { max: 60, windowSeconds: 3600 };

export interface WhatsAppInvitesDeps {
  db: Database;
  sender: WhatsAppSender;
  waMessages: WaMessagesRepository;
  callLogs: CallLogsRepository;
  trails: TrailsRepository;
  limits: RateLimitStore;
  /** The site the invite links to (PUBLIC_URL). */
  publicUrl: string;
  log: { warn(obj: object, msg: string): void };
  limit?: Limit;
}

export const inviteText = (publicUrl: string) =>
  `Namaste! You are invited to join Jodi, our community's matrimony site. Create your profile here: ${publicUrl}/signup`;

const sendFailed = () => appError('WHATSAPP_SEND_FAILED');

/** Staff WhatsApp invites (spec 7: the number gets country prefix 91), each one recorded. */
export class WhatsAppInvitesService {
  constructor(private readonly deps: WhatsAppInvitesDeps) {}

  /**
   * Sends the invite to 91 + `number` and records it with its status, under the call log when
   * one is given. A provider failure is recorded as `failed` and answers 502.
   */
  async invite(staff: AuthUser, number: string, rawCallLogId: string | undefined): Promise<WaMessage> {
    const { db, sender, waMessages, trails, limits, publicUrl, log } = this.deps;
    await enforceRateLimit(limits, [`whatsapp:${staff.id}`], this.deps.limit ?? WHATSAPP_INVITE_LIMIT);
    const callLog = rawCallLogId === undefined ? null : await this.callLog(rawCallLogId);
    const to = `${WHATSAPP_COUNTRY_PREFIX}${number}`;
    const record = {
      callLogId: callLog?.id ?? null,
      phone: to,
      provider: sender.name,
      sentByUserId: staff.id,
    };

    let result: Awaited<ReturnType<WhatsAppSender['sendInvite']>>;
    try {
      result = await sender.sendInvite(to, inviteText(publicUrl));
    } catch (err) {
      const error = (err as Error).message.slice(0, 500);
      log.warn({ to: maskPhone(to), provider: sender.name, err: error }, 'WhatsApp invite failed');
      await waMessages.insert(db, { ...record, status: 'failed', error });
      throw sendFailed();
    }

    const row = await db.transaction(async (tx) => {
      const sent = await waMessages.insert(tx, {
        ...record,
        status: result.status,
        providerMessageId: result.providerMessageId,
      });
      if (callLog?.profileId) {
        await trails.insert(tx, {
          profileId: callLog.profileId,
          kind: 'whatsapp_invite',
          text: `WhatsApp invite to +${to} (${result.status})`,
          byUserId: staff.id,
        });
      }
      return sent;
    });
    return presentWaMessage(row);
  }

  private async callLog(rawId: string): Promise<CallLogRow> {
    const id = parseUuid(rawId);
    const row = id ? await this.deps.callLogs.findById(this.deps.db, id) : undefined;
    if (!row) throw notFound('CALL_LOG_NOT_FOUND');
    return row;
  }
}
