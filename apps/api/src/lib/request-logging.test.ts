import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, uniqueEmail } from '../../test/harness';

let t: TestApp;
let logs = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    logs += chunk.toString();
  });
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream: stream });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('hold requests but never the token, the password or a secret in a URL', async () => {
    const email = uniqueEmail();
    const password = 'a-very-secret-password';
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign_up',
      payload: { email, password },
    });
    const { token } = signUp.json().data;
    await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'GET', url: '/reset-password?token=mailed-secret-token' });
    await t.app.inject({ method: 'PUT', url: '/api/v1/user', payload: { user: { password: 'x' } } });

    expect(logs).toContain('/api/v1/sign_up');
    expect(logs).toContain('/api/v1/user');
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(token.split('.')[2]);
    expect(logs).not.toContain(password);
    expect(logs).not.toContain('mailed-secret-token');
  });
});
