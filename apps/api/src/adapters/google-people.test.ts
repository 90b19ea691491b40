import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGooglePeople, startFakeGooglePeople } from './fake-google-people.test-kit';
import { GooglePeopleClient, GooglePeopleError } from './google-people';

let fake: FakeGooglePeople;
beforeAll(async () => {
  fake = await startFakeGooglePeople();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.pageSize = 2;
  fake.failNext = undefined;
  fake.people = [
    { name: 'Asha Kulkarni', emails: ['asha@example.com', 'asha.work@example.com'] },
    { name: 'No Mail' },
    { emails: ['nameless@example.com'] },
    { name: 'Ravi', emails: ['ravi@example.com'] },
    { name: 'Last', emails: ['last@example.com'] },
  ];
});

describe('GooglePeopleClient', () => {
  it("reads the member's connections with their bearer token, page after page", async () => {
    const client = new GooglePeopleClient({ apiUrl: fake.apiUrl });
    const contacts = await client.connections(fake.token);
    expect(contacts).toEqual([
      { name: 'Asha Kulkarni', emails: ['asha@example.com', 'asha.work@example.com'] },
      { name: 'No Mail', emails: [] },
      { name: null, emails: ['nameless@example.com'] },
      { name: 'Ravi', emails: ['ravi@example.com'] },
      { name: 'Last', emails: ['last@example.com'] },
    ]);
    expect(fake.requests).toHaveLength(3);
    for (const request of fake.requests) {
      expect(request.path).toBe('/v1/people/me/connections');
      expect(request.authorization).toBe(`Bearer ${fake.token}`);
      expect(request.query).toMatchObject({ personFields: 'names,emailAddresses', pageSize: '1000' });
    }
    expect(fake.requests.map((r) => r.query.pageToken)).toEqual([undefined, '2', '4']);
  });

  it('stops at the page cap', async () => {
    const client = new GooglePeopleClient({ apiUrl: fake.apiUrl, maxPages: 2 });
    expect(await client.connections(fake.token)).toHaveLength(4);
    expect(fake.requests).toHaveLength(2);
  });

  it("fails with Google's status when the token is refused, without the token in the error", async () => {
    const client = new GooglePeopleClient({ apiUrl: fake.apiUrl });
    const err = await client.connections('ya29.not-the-token').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GooglePeopleError);
    expect((err as GooglePeopleError).status).toBe(401);
    expect((err as Error).message).not.toContain('ya29');
  });

  it('fails on a server error and when Google cannot be reached', async () => {
    fake.failNext = 503;
    const client = new GooglePeopleClient({ apiUrl: fake.apiUrl });
    await expect(client.connections(fake.token)).rejects.toMatchObject({ status: 503 });
    const unreachable = new GooglePeopleClient({ apiUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    const err = await unreachable.connections(fake.token).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GooglePeopleError);
    expect((err as GooglePeopleError).status).toBeUndefined();
    expect((err as Error).message).not.toContain(fake.token);
  });
});
