/**
 * Google People API, read with a member's own OAuth access token (scope contacts.readonly) for
 * the contact finder. The token and the contacts only pass through memory: nothing is stored or
 * logged, and errors never carry them.
 */

/** What the contact finder needs of one of the member's Google contacts. */
export interface GoogleContact {
  name: string | null;
  emails: string[];
}

export interface ContactsSource {
  connections(accessToken: string): Promise<GoogleContact[]>;
}

export interface GooglePeopleSettings {
  /** https://people.googleapis.com, or a fake in tests. */
  apiUrl: string;
  /** Milliseconds before one page is given up (default 10 s). */
  timeoutMs?: number;
  /** Pages of 1000 contacts read at most (default 10). */
  maxPages?: number;
}

/** Google refused the token (`status` 401/403) or could not be reached or understood. */
export class GooglePeopleError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GooglePeopleError';
  }
}

interface ConnectionsPage {
  connections?: {
    names?: { displayName?: unknown }[];
    emailAddresses?: { value?: unknown }[];
  }[];
  nextPageToken?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function contactsOf(page: ConnectionsPage): GoogleContact[] {
  return (page.connections ?? []).map((person) => ({
    name: text(person.names?.[0]?.displayName),
    emails: (person.emailAddresses ?? []).map((e) => text(e.value)).filter((e): e is string => e !== null),
  }));
}

export class GooglePeopleClient implements ContactsSource {
  constructor(private readonly settings: GooglePeopleSettings) {}

  /** The member's contacts (`people/me/connections`), following `nextPageToken` up to the page cap. */
  async connections(accessToken: string): Promise<GoogleContact[]> {
    const { maxPages = 10 } = this.settings;
    const contacts: GoogleContact[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const answer = await this.page(accessToken, pageToken);
      contacts.push(...contactsOf(answer));
      pageToken = text(answer.nextPageToken) ?? undefined;
      if (!pageToken) break;
    }
    return contacts;
  }

  private async page(accessToken: string, pageToken: string | undefined): Promise<ConnectionsPage> {
    const { apiUrl, timeoutMs = 10_000 } = this.settings;
    const url = new URL(`${apiUrl}/v1/people/me/connections`);
    url.searchParams.set('personFields', 'names,emailAddresses');
    url.searchParams.set('pageSize', '1000');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GooglePeopleError(`Google People request failed: ${(err as Error).name}`);
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new GooglePeopleError(`Google People API answered HTTP ${res.status}`, res.status);
    }
    const body = (await res.json().catch(() => null)) as ConnectionsPage | null;
    if (!body || typeof body !== 'object') throw new GooglePeopleError('Google People API sent no JSON');
    return body;
  }
}
