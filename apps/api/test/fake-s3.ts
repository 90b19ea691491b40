import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny in-process S3 for tests, path-style only (`/<bucket>/<key>`), no signature checks.
 * It implements what S3Storage uses: PUT/GET (with Range)/HEAD/DELETE object, ListObjectsV2,
 * DeleteObjects (POST ?delete) and the multipart-upload calls lib-storage makes for large streams.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  objects: Map<string, Buffer>;
  /** Multipart uploads still open (neither completed nor aborted). */
  uploads: Map<string, { key: string; parts: Map<number, Buffer> }>;
  /** "METHOD /path?query" of every request, in order. */
  requests: string[];
  /** Keys per ListObjectsV2 page (S3's is 1000); small values test pagination. */
  pageSize: number;
  close(): Promise<void>;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlUnescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const etag = (buf: Buffer) => `"${crypto.createHash('md5').update(buf).digest('hex')}"`;
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';

export async function startFakeS3(options: { bucket?: string; pageSize?: number } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'jodi-media';
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const requests: string[] = [];

  const state = { pageSize: options.pageSize ?? 1000 };

  function xml(res: http.ServerResponse, status: number, body: string) {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(`${XML_HEAD}${body}`);
  }
  function error(res: http.ServerResponse, status: number, code: string, head = false) {
    if (head) {
      res.writeHead(status);
      res.end();
      return;
    }
    xml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  }

  function list(res: http.ServerResponse, query: URLSearchParams) {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token')
      ? Buffer.from(query.get('continuation-token')!, 'base64url').toString()
      : '';
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, state.pageSize);
    const truncated = keys.length > page.length;
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${xmlEscape(k)}</Key><LastModified>2024-01-01T00:00:00.000Z</LastModified><ETag>${xmlEscape(etag(objects.get(k)!))}</ETag><Size>${objects.get(k)!.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(page[page.length - 1]!).toString('base64url')}</NextContinuationToken>`
      : '';
    xml(
      res,
      200,
      `<ListBucketResult ${NS}><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${state.pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  function getObject(req: http.IncomingMessage, res: http.ServerResponse, key: string, head: boolean) {
    const body = objects.get(key);
    if (!body) return error(res, 404, 'NoSuchKey', head);
    const headers = {
      'content-type': 'application/octet-stream',
      etag: etag(body),
      'accept-ranges': 'bytes',
    };
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && !head) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
      if (start >= body.length) return error(res, 416, 'InvalidRange');
      res.writeHead(206, {
        ...headers,
        'content-length': end - start + 1,
        'content-range': `bytes ${start}-${end}/${body.length}`,
      });
      res.end(body.subarray(start, end + 1));
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(head ? undefined : body);
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);

    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) return error(res, 404, 'NoSuchBucket');
    const key = rest.map(decodeURIComponent).join('/');
    const q = url.searchParams;

    if (!key) {
      if (req.method === 'GET' && q.get('list-type') === '2') return list(res, q);
      if (req.method === 'POST' && q.has('delete')) {
        const keys = [...body.toString().matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((m) => xmlUnescape(m[1]!));
        for (const k of keys) objects.delete(k);
        return xml(res, 200, `<DeleteResult ${NS}></DeleteResult>`);
      }
      return error(res, 400, 'NotImplemented');
    }

    switch (req.method) {
      case 'PUT': {
        const uploadId = q.get('uploadId');
        if (uploadId) {
          const upload = uploads.get(uploadId);
          if (!upload) return error(res, 404, 'NoSuchUpload');
          upload.parts.set(Number(q.get('partNumber')), body);
          res.writeHead(200, { etag: etag(body) });
          return res.end();
        }
        objects.set(key, body);
        res.writeHead(200, { etag: etag(body) });
        return res.end();
      }
      case 'GET':
      case 'HEAD':
        return getObject(req, res, key, req.method === 'HEAD');
      case 'DELETE': {
        const uploadId = q.get('uploadId');
        if (uploadId) uploads.delete(uploadId);
        else objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      case 'POST': {
        if (q.has('uploads')) {
          const uploadId = crypto.randomUUID();
          uploads.set(uploadId, { key, parts: new Map() });
          return xml(
            res,
            200,
            `<InitiateMultipartUploadResult ${NS}><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
          );
        }
        const uploadId = q.get('uploadId');
        const upload = uploadId ? uploads.get(uploadId) : undefined;
        if (!uploadId || !upload) return error(res, 404, 'NoSuchUpload');
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) =>
          Number(m[1]),
        );
        const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n) ?? Buffer.alloc(0)));
        objects.set(upload.key, whole);
        uploads.delete(uploadId);
        return xml(
          res,
          200,
          `<CompleteMultipartUploadResult ${NS}><Location>http://fake/${bucket}/${xmlEscape(key)}</Location><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key><ETag>${xmlEscape(etag(whole))}</ETag></CompleteMultipartUploadResult>`,
        );
      }
      default:
        return error(res, 405, 'MethodNotAllowed');
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) error(res, 500, 'InternalError');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    uploads,
    requests,
    get pageSize() {
      return state.pageSize;
    },
    set pageSize(n: number) {
      state.pageSize = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
