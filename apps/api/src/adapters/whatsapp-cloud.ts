import type { WhatsAppSender, WhatsAppSendResult } from './whatsapp';

export interface CloudWhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0, or a fake in tests. */
  apiUrl: string;
  template: { name: string; language: string } | undefined;
  /** Milliseconds before a send is given up (default 10 s). */
  timeoutMs?: number;
}

/** The provider refused the message or could not be reached. */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

interface GraphMessageResponse {
  messages?: { id?: unknown }[];
  error?: { message?: unknown; code?: unknown };
}

/**
 * WhatsApp Cloud API (Meta Graph API): POST /{phone-number-id}/messages with a bearer token.
 * A free-form text reaches only people who wrote to the business in the last 24 hours, so a
 * deployment that invites strangers sets WHATSAPP_TEMPLATE to an approved template.
 */
export class CloudWhatsAppSender implements WhatsAppSender {
  readonly name = 'cloud' as const;

  constructor(private readonly settings: CloudWhatsAppSettings) {}

  private body(to: string, text: string): object {
    const { template } = this.settings;
    const message = template
      ? { type: 'template', template: { name: template.name, language: { code: template.language } } }
      : { type: 'text', text: { body: text, preview_url: true } };
    return { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message };
  }

  async sendInvite(to: string, text: string): Promise<WhatsAppSendResult> {
    const { apiUrl, phoneNumberId, token, timeoutMs } = this.settings;
    let res: Response;
    try {
      res = await fetch(`${apiUrl}/${phoneNumberId}/messages`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(this.body(to, text)),
        signal: AbortSignal.timeout(timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new WhatsAppSendError(`WhatsApp request failed: ${(err as Error).message}`);
    }
    const answer = (await res.json().catch(() => null)) as GraphMessageResponse | null;
    if (!res.ok) {
      const reason = typeof answer?.error?.message === 'string' ? `: ${answer.error.message}` : '';
      throw new WhatsAppSendError(`WhatsApp refused the message (HTTP ${res.status})${reason}`, res.status);
    }
    const id = answer?.messages?.[0]?.id;
    return { status: 'sent', providerMessageId: typeof id === 'string' ? id : null };
  }
}
