import { describe, expect, it } from 'vitest';
import { endpointProblem } from './push-endpoint';

const strict = { allowedHosts: [], allowInsecureEndpoints: false };
const insecure = { allowedHosts: [], allowInsecureEndpoints: true };

describe('push endpoints', () => {
  it('takes https on the known push services, subdomains where the service has them', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://FCM.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://db5p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGuQ',
      'https://fcm.googleapis.com:443/fcm/send/abc',
    ]) {
      expect(endpointProblem(endpoint, strict), endpoint).toBeNull();
    }
  });

  it('refuses other hosts, look-alikes, other ports and schemes, and credentials', () => {
    for (const endpoint of [
      'not a url',
      'https://push.services.mozilla.com/x',
      'https://notify.windows.com/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://fcm.googleapis.com:444/x',
      'https://a@fcm.googleapis.com/x',
      'http://fcm.googleapis.com/x',
      'ws://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
    ]) {
      expect(endpointProblem(endpoint, strict), endpoint).not.toBeNull();
    }
  });

  it('takes http on 127.0.0.1 and localhost only with PUSH_ALLOW_INSECURE_ENDPOINTS', () => {
    for (const endpoint of ['http://127.0.0.1:4000/ok/1', 'http://localhost/push', 'http://localhost:9/p']) {
      expect(endpointProblem(endpoint, strict), endpoint).not.toBeNull();
      expect(endpointProblem(endpoint, insecure), endpoint).toBeNull();
    }
    for (const endpoint of [
      'http://10.0.0.2/x',
      'http://127.0.0.2/x',
      'http://[::1]/x',
      'http://localhost.evil.example/x',
    ]) {
      expect(endpointProblem(endpoint, insecure), endpoint).not.toBeNull();
    }
  });

  it('adds PUSH_ALLOWED_HOSTS, exact or by *.domain', () => {
    const policy = {
      allowedHosts: ['push.example.org', '*.push.example.net'],
      allowInsecureEndpoints: false,
    };
    expect(endpointProblem('https://push.example.org/a', policy)).toBeNull();
    expect(endpointProblem('https://eu.push.example.net/a', policy)).toBeNull();
    expect(endpointProblem('https://a.push.example.org/a', policy)).not.toBeNull();
    expect(endpointProblem('https://push.example.net/a', policy)).not.toBeNull();
  });
});
