/**
 * What a log may say of an error: its kind and code, never its message, which may quote a
 * recipient, a link or a member's data.
 */
export function errorKind(err: unknown): { name: string; code?: string } {
  const e = err as { name?: unknown; code?: unknown };
  return {
    name: typeof e?.name === 'string' ? e.name : 'Error',
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
  };
}
