import type { WhatsAppSettings } from '../config';
import { CloudWhatsAppSender } from './whatsapp-cloud';

/** What the provider did with an invite: delivered to WhatsApp (`sent`) or kept offline (`queued`). */
export interface WhatsAppSendResult {
  status: 'sent' | 'queued';
  providerMessageId: string | null;
}

/** Sends staff invites over WhatsApp. Throws when the provider refuses or cannot be reached. */
export interface WhatsAppSender {
  readonly name: 'cloud' | 'outbox';
  /** `to`: the full international number without `+`, e.g. 919876543210. */
  sendInvite(to: string, text: string): Promise<WhatsAppSendResult>;
}

interface Logger {
  info(obj: object, msg: string): void;
}

/** The last four digits only: logs never hold a member's full number. */
export const maskPhone = (phone: string) => `${'•'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;

/**
 * The offline default: nothing leaves the server. The invite is `queued` (the staff desk records
 * every invite with its status in `wa_messages`) and a log line says so.
 */
export class OutboxWhatsAppSender implements WhatsAppSender {
  readonly name = 'outbox' as const;

  constructor(private readonly log: Logger) {}

  async sendInvite(to: string): Promise<WhatsAppSendResult> {
    this.log.info({ to: maskPhone(to) }, 'WhatsApp invite kept in the outbox (no WHATSAPP_TOKEN set)');
    return { status: 'queued', providerMessageId: null };
  }
}

export function createWhatsAppSender(settings: WhatsAppSettings, log: Logger): WhatsAppSender {
  return settings.provider === 'cloud' ? new CloudWhatsAppSender(settings) : new OutboxWhatsAppSender(log);
}
