import type { MessageId } from '../../i18n/error-messages';

/**
 * Which push services the server sends to (SSRF, security.md): a subscription names its endpoint,
 * so an endpoint is only ever an https URL on a known push service, never an address of ours.
 */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
  'web.push.apple.com',
] as const;

export interface EndpointPolicy {
  /** Hosts beside the known ones (PUSH_ALLOWED_HOSTS): `host` or `*.domain`. */
  allowedHosts: readonly string[];
  /** http://127.0.0.1 and http://localhost (PUSH_ALLOW_INSECURE_ENDPOINTS, tests only). */
  allowInsecureEndpoints: boolean;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.')
    ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
    : host === pattern;

/** Why the server refuses an endpoint, by its message's name. */
export type EndpointProblem = Extract<MessageId, `VALIDATION_FAILED.push${string}`>;

/** Why the server will not send to `endpoint`, or null when it may. */
export function endpointProblem(endpoint: string, policy: EndpointPolicy): EndpointProblem | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'VALIDATION_FAILED.pushNotUrl';
  }
  if (url.username || url.password) return 'VALIDATION_FAILED.pushWithCredentials';
  if (url.protocol === 'http:' && policy.allowInsecureEndpoints && LOOPBACK.has(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'VALIDATION_FAILED.pushNotHttps';
  // The URL parser drops :443; any other port is not a push service's.
  if (url.port) return 'VALIDATION_FAILED.pushPort';
  const host = url.hostname;
  const known = [...KNOWN_PUSH_HOSTS, ...policy.allowedHosts].some((pattern) => hostMatches(host, pattern));
  return known ? null : 'VALIDATION_FAILED.pushServiceUnsupported';
}
