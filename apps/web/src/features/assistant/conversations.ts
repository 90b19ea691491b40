import type { BotAnswer } from '@jodi/contract';

/** One line of a conversation with the AI helper. */
export interface AssistantLine {
  id: number;
  from: 'member' | 'helper';
  text: string;
  /** A helper line still receiving parts. */
  streaming: boolean;
  /** Why the helper did not answer about the profile (upgrade, too many questions, ...). */
  code?: BotAnswer['code'];
}

export type Conversation = readonly AssistantLine[];

const EMPTY: Conversation = [];
/** sessionStorage keys of the conversations: the prefix, the user id, the profile id. */
export const CONVERSATION_KEY_PREFIX = 'jodi.assistant.';
/** Lines kept per profile; older ones drop off. */
const MAX_LINES = 60;

/**
 * The member's conversations with the helper, one per profile, kept for the browser tab
 * (sessionStorage, under the user's id) so going back to a profile shows what was asked there.
 */
export class ConversationStore {
  private readonly conversations = new Map<string, Conversation>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
    private readonly userId: string,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(pid: string): Conversation {
    let conversation = this.conversations.get(pid);
    if (!conversation) {
      conversation = this.load(pid);
      this.conversations.set(pid, conversation);
    }
    return conversation;
  }

  /** The member asks: their line, and an empty helper line that the answer's parts fill. */
  ask(pid: string, question: string): void {
    this.set(pid, [
      ...this.get(pid),
      { id: this.nextId++, from: 'member', text: question, streaming: false },
      { id: this.nextId++, from: 'helper', text: '', streaming: true },
    ]);
  }

  /** Adds a part of the answer to the helper line that is streaming. */
  receive(part: BotAnswer): void {
    const last = this.streamingLine(part.pid);
    if (!last) return;
    const updated: AssistantLine = {
      ...last,
      text: last.text + part.message,
      streaming: !part.done,
      ...(part.code ? { code: part.code } : {}),
    };
    this.replaceLast(part.pid, updated);
  }

  /** Ends a helper line that got no complete answer (the connection dropped, or it took too long). */
  giveUp(pid: string, text: string): void {
    const last = this.streamingLine(pid);
    if (!last) return;
    this.replaceLast(pid, { ...last, text: last.text || text, streaming: false, code: 'UNAVAILABLE' });
  }

  /** The helper line being answered, if the last line is one. */
  private streamingLine(pid: string): AssistantLine | null {
    const last = this.get(pid).at(-1);
    return last?.from === 'helper' && last.streaming ? last : null;
  }

  private replaceLast(pid: string, line: AssistantLine): void {
    this.set(pid, [...this.get(pid).slice(0, -1), line]);
  }

  private set(pid: string, lines: Conversation): void {
    const kept = lines.slice(-MAX_LINES);
    this.conversations.set(pid, kept);
    this.save(pid, kept);
    for (const listener of this.listeners) listener();
  }

  private key(pid: string): string {
    return `${CONVERSATION_KEY_PREFIX}${this.userId}.${pid}`;
  }

  private load(pid: string): Conversation {
    try {
      const raw = this.storage?.getItem(this.key(pid));
      const lines = raw ? (JSON.parse(raw) as AssistantLine[]) : [];
      if (!Array.isArray(lines)) return EMPTY;
      // An answer that was streaming when the page was left will never finish.
      const restored = lines.map((line) => ({ ...line, id: this.nextId++, streaming: false }));
      return restored.length > 0 ? restored : EMPTY;
    } catch {
      return EMPTY;
    }
  }

  private save(pid: string, lines: Conversation): void {
    try {
      this.storage?.setItem(this.key(pid), JSON.stringify(lines));
    } catch {
      // A full or blocked storage only costs the history, not the conversation on screen.
    }
  }
}
