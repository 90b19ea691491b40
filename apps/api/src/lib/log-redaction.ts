/** Query parameters whose values never reach the logs: secrets, and personal data such as e-mail. */
const SECRET_PARAM = /^t$|token|sig|signature|password|secret|key|code|email|phone|number/i;

/** A request URL fit for logs: values of query parameters that may carry secrets are masked. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const name of [...params.keys()]) if (SECRET_PARAM.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

export const loggerRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.old_password',
  '*.token',
];
