const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id from a path or query, lower-cased; null for anything that is not a UUID (a 404, never a SQL error). */
export function parseUuid(raw: string | undefined | null): string | null {
  const id = raw?.trim();
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** A profile id from a path, query or body; anything that is not a UUID is no profile (404, never a SQL error). */
export const parseProfileId = parseUuid;
