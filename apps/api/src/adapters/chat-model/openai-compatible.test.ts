import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatModelError, OpenAiCompatibleChatModel } from './openai-compatible';

interface Received {
  path: string;
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}

type Reply = (res: http.ServerResponse) => void;

/** A local server speaking the Chat Completions API; each test says how it replies. */
let reply: Reply;
const received: Received[] = [];
let server: http.Server;
let baseUrl: string;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Streams these raw SSE chunks with a pause between them, as a real server does. */
const streamChunks =
  (chunks: string[]): Reply =>
  (res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    void (async () => {
      for (const chunk of chunks) {
        res.write(chunk);
        await wait(15);
      }
      res.end();
    })();
  };

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

async function collect(model: OpenAiCompatibleChatModel, signal = AbortSignal.timeout(5000)) {
  const pieces: string[] = [];
  for await (const piece of model.stream([{ role: 'user', content: 'How tall is she?' }], signal)) {
    pieces.push(piece);
  }
  return pieces;
}

describe('OpenAI-compatible chat model', () => {
  it('posts the turns with stream: true and the bearer key, and yields the streamed pieces in order', async () => {
    reply = streamChunks([
      ': keep-alive comment\n\n',
      `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`,
      delta('She is '),
      // One event split across two network chunks, with CRLF line ends.
      `data: {"choices":[{"delta":{"content":"160`,
      ` cm"}}]}\r\n\r\n`,
      delta(' tall.'),
      'data: [DONE]\n\n',
    ]);
    received.length = 0;
    const model = new OpenAiCompatibleChatModel({ baseUrl, apiKey: 'sk-test', model: 'local-model' });
    expect(await collect(model)).toEqual(['She is ', '160 cm', ' tall.']);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      path: '/v1/chat/completions',
      authorization: 'Bearer sk-test',
      body: { model: 'local-model', stream: true, messages: [{ role: 'user', content: 'How tall is she?' }] },
    });
  });

  it('sends no authorization header without a key (local servers)', async () => {
    reply = streamChunks([delta('Yes.'), 'data: [DONE]\n\n']);
    received.length = 0;
    const model = new OpenAiCompatibleChatModel({ baseUrl, apiKey: undefined, model: 'llama3' });
    expect(await collect(model)).toEqual(['Yes.']);
    expect(received[0]?.authorization).toBeUndefined();
  });

  it('reads a server that answers plain JSON instead of a stream', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'She lives in Pune.' } }] }),
      );
    };
    const model = new OpenAiCompatibleChatModel({ baseUrl, apiKey: undefined, model: 'm' });
    expect(await collect(model)).toEqual(['She lives in Pune.']);
  });

  it('fails with the status when the server refuses, without reading the key into the error', async () => {
    reply = (res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Incorrect API key provided: sk-secret' } }));
    };
    const model = new OpenAiCompatibleChatModel({ baseUrl, apiKey: 'sk-secret', model: 'm' });
    const failure = await collect(model).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ChatModelError);
    expect((failure as ChatModelError).status).toBe(401);
    expect(String((failure as Error).message)).not.toContain('sk-secret');
  });

  it('fails on an unreadable event', async () => {
    reply = streamChunks([delta('Half'), 'data: {not json\n\n']);
    const model = new OpenAiCompatibleChatModel({ baseUrl, apiKey: undefined, model: 'm' });
    await expect(collect(model)).rejects.toThrow(/unreadable/);
  });

  it('stops when the signal aborts (a model that hangs)', async () => {
    reply = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(delta('Thinking'));
    };
    const model = new OpenAiCompatibleChatModel({ baseUrl, apiKey: undefined, model: 'm' });
    const pieces: string[] = [];
    const failure = await (async () => {
      for await (const piece of model.stream([{ role: 'user', content: 'q' }], AbortSignal.timeout(300))) {
        pieces.push(piece);
      }
    })().catch((err: unknown) => err);
    expect(pieces).toEqual(['Thinking']);
    expect((failure as Error).name).toMatch(/TimeoutError|AbortError/);
  });
});
