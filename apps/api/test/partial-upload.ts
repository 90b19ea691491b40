import http from 'node:http';
import path from 'node:path';
import { filesUnder } from './media-files';
import { multipart } from './multipart';
import { mp4OfSize } from './videos';

/**
 * The video files under a spawned server's data directory: uploads being received (`.partial`,
 * in the staging folder) and stored videos with their posters (in the media folder).
 */
export const videoFilesIn = (dataDir: string) => [
  ...filesUnder(path.join(dataDir, 'staging')).map((file) => path.join('staging', file)),
  ...filesUnder(path.join(dataDir, 'media'))
    .filter((file) => file.includes('/video/'))
    .map((file) => path.join('media', file)),
];

/** Waits (up to 10 s) until the server has started writing a video file under `dataDir`. */
export async function untilVideoFileAppears(dataDir: string): Promise<void> {
  for (let i = 0; i < 100 && videoFilesIn(dataDir).length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a video upload to a spawned server and sends its first `firstBytes`; `finish` sends the
 * rest and answers the response, `abort` drops the connection.
 */
export function startVideoUpload(base: string, token: string, firstBytes: number) {
  const form = multipart([
    { name: 'video', filename: 'intro.mp4', contentType: 'video/mp4', data: mp4OfSize(400_000) },
  ]);
  const request = http.request(`${base}/api/v1/videointro`, {
    method: 'POST',
    headers: {
      ...form.headers,
      'content-length': String(form.payload.length),
      authorization: `Bearer ${token}`,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
  });
  response.catch(() => {}); // awaited by `finish`; an aborted or failing upload must not go unhandled
  request.write(form.payload.subarray(0, firstBytes));
  return {
    finish: () => {
      request.end(form.payload.subarray(firstBytes));
      return response;
    },
    abort: () => request.destroy(),
  };
}
