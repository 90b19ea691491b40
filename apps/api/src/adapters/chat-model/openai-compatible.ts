import type { ChatModel, ChatTurn } from './chat-model';

export interface OpenAiCompatibleSettings {
  /** Up to the version, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers usually need none. */
  apiKey: string | undefined;
  model: string;
  /** Longest reply, in tokens. */
  maxTokens?: number;
}

export class ChatModelError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ChatModelError';
  }
}

interface CompletionChunk {
  choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[];
}

function contentOf(chunk: CompletionChunk): string {
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

/** The `data:` payloads of a server-sent event stream, line by line across chunk borders. */
async function* eventData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline !== -1) {
      const line = buffer.slice(0, newline).replace(/\r$/, '');
      buffer = buffer.slice(newline + 1);
      if (line.startsWith('data:')) yield line.slice(5).trimStart();
      newline = buffer.indexOf('\n');
    }
  }
  const last = (buffer + decoder.decode()).replace(/\r$/, '');
  if (last.startsWith('data:')) yield last.slice(5).trimStart();
}

/**
 * Any server that speaks OpenAI's Chat Completions API (OpenAI, Azure-style gateways, Ollama,
 * llama.cpp, vLLM, LM Studio): POST {baseUrl}/chat/completions with `stream: true`, read back as
 * server-sent events. A server that answers plain JSON instead of a stream is read whole.
 */
export class OpenAiCompatibleChatModel implements ChatModel {
  readonly name = 'openai-compatible';
  private readonly url: string;

  constructor(private readonly settings: OpenAiCompatibleSettings) {
    this.url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async *stream(turns: readonly ChatTurn[], signal: AbortSignal): AsyncGenerator<string> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
    };
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    const response = await fetch(this.url, {
      method: 'POST',
      headers,
      signal,
      body: JSON.stringify({
        model: this.settings.model,
        messages: turns,
        stream: true,
        temperature: 0.2,
        max_tokens: this.settings.maxTokens ?? 400,
      }),
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      throw new ChatModelError(`The model server answered ${response.status}`, response.status);
    }
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const text = contentOf((await response.json()) as CompletionChunk);
      if (text) yield text;
      return;
    }
    for await (const data of eventData(response.body)) {
      if (data === '[DONE]') return;
      let chunk: CompletionChunk;
      try {
        chunk = JSON.parse(data) as CompletionChunk;
      } catch {
        throw new ChatModelError('The model server sent an unreadable event');
      }
      const text = contentOf(chunk);
      if (text) yield text;
    }
  }
}
