/** One turn of a conversation with a language model. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A language model that streams its reply in pieces of text. */
export interface ChatModel {
  readonly name: string;
  /** Yields the reply's text as it comes; rejects (or throws while iterating) on failure or abort. */
  stream(turns: readonly ChatTurn[], signal: AbortSignal): AsyncIterable<string>;
}
