import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWhatsAppCloud, startFakeWhatsAppCloud } from './fake-whatsapp-cloud.test-kit';
import { maskPhone } from './whatsapp';
import { CloudWhatsAppSender, WhatsAppSendError } from './whatsapp-cloud';

let fake: FakeWhatsAppCloud;
beforeAll(async () => {
  fake = await startFakeWhatsAppCloud();
});
afterAll(() => fake.close());

const sender = (template?: { name: string; language: string }, token = fake.token) =>
  new CloudWhatsAppSender({ token, phoneNumberId: fake.phoneNumberId, apiUrl: fake.apiUrl, template });

describe('CloudWhatsAppSender', () => {
  it('posts a text message with the bearer token and returns the message id', async () => {
    const result = await sender().sendInvite('919876543210', 'Join us: https://jodi.example/signup');
    expect(result.status).toBe('sent');
    expect(result.providerMessageId).toMatch(/^wamid\./);
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/v21.0/${fake.phoneNumberId}/messages`,
      authorization: `Bearer ${fake.token}`,
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '919876543210',
        type: 'text',
        text: { body: 'Join us: https://jodi.example/signup', preview_url: true },
      },
    });
  });

  it('sends the approved template instead when one is configured', async () => {
    await sender({ name: 'jodi_invite', language: 'mr' }).sendInvite('919876543210', 'ignored');
    expect(fake.requests.at(-1)?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: { name: 'jodi_invite', language: { code: 'mr' } },
    });
  });

  it('throws when WhatsApp refuses or cannot be reached', async () => {
    fake.failNext = 400;
    await expect(sender().sendInvite('919876543210', 'x')).rejects.toThrow(
      'WhatsApp refused the message (HTTP 400): Recipient phone number not in allowed list',
    );
    await expect(sender(undefined, 'wrong').sendInvite('919876543210', 'x')).rejects.toBeInstanceOf(
      WhatsAppSendError,
    );
    const unreachable = new CloudWhatsAppSender({
      token: 't',
      phoneNumberId: '1',
      apiUrl: 'http://127.0.0.1:9',
      template: undefined,
      timeoutMs: 2000,
    });
    await expect(unreachable.sendInvite('919876543210', 'x')).rejects.toThrow('WhatsApp request failed');
  });
});

describe('maskPhone', () => {
  it('keeps only the last four digits', () => {
    expect(maskPhone('919876543210')).toBe('••••••••3210');
  });
});
