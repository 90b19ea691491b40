import type { Readable } from 'node:stream';
import { strToU8, type Zippable, zipSync } from 'fflate';
import type { Storage } from '../../adapters/storage';
import type { MyDataRepository } from './my-data.repository';

type OwnRows = Awaited<ReturnType<MyDataRepository['rowsOf']>>;

export interface ArchiveParts {
  /** The profile as its owner sees it (every field, contacts included). */
  profile: unknown;
  preferences: unknown;
  rows: OwnRows;
}

const README = `Your data at Jodi

profile.json          your profile as you see it, with your contacts
preferences.json      your partner preferences
account.json          your account: e-mail, plan, language, when you joined and last signed in
messages-sent.json    the messages you wrote (to: the member's profile id)
interests.json, chat-requests.json
                      interests and chat requests you sent or received (other members by profile id)
saved.json, blocked.json, reports.json, skipped.json, profiles-viewed.json
                      your own lists and choices
payments.json         your orders and payments
sign-ins.json         when you signed in and were last seen, per device
notifications.json    your notification choices, the push services of your devices, and the kinds and
                      times of the notifications you received
photos/               your photos, as stored
documents/            the verification documents you uploaded, and documents.json with their review

Other members appear only by their profile id: their names, photos and words are theirs.
`;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return new Uint8Array(Buffer.concat(chunks));
}

/** The file name a stored key keeps in the archive (its last segment). */
const baseName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** One zip of everything of the member's own (photos and documents stored as they are, not recompressed). */
export async function buildArchive(parts: ArchiveParts, storage: Storage): Promise<Buffer> {
  const { rows } = parts;
  const files: Zippable = {
    'README.txt': strToU8(README),
    'profile.json': json(parts.profile),
    'preferences.json': json(parts.preferences),
    'account.json': json(rows.account),
    'messages-sent.json': json(rows.messagesSent),
    'interests.json': json(rows.interests),
    'chat-requests.json': json(rows.chatRequests),
    'saved.json': json(rows.saved),
    'blocked.json': json(rows.blocked),
    'reports.json': json(rows.reportsFiled),
    'skipped.json': json(rows.skipped),
    'profiles-viewed.json': json(rows.profilesViewed),
    'payments.json': json({ orders: rows.orders, payments: rows.payments }),
    'sign-ins.json': json(rows.signIns),
    'notifications.json': json(rows.notifications),
    'documents/documents.json': json(
      rows.documents.map(({ storageKey, ...doc }) => ({ ...doc, file: baseName(storageKey) })),
    ),
  };
  for (const photo of rows.photos) {
    const key = photo.variants.large ?? photo.variants.medium;
    if (key) files[`photos/${baseName(key)}`] = [await bytesOf(await storage.read(key)), { level: 0 }];
  }
  for (const doc of rows.documents) {
    files[`documents/${baseName(doc.storageKey)}`] = [
      await bytesOf(await storage.read(doc.storageKey)),
      { level: 0 },
    ];
  }
  return Buffer.from(zipSync(files, { level: 6 }));
}
