import type { ChatModel } from '../../adapters/chat-model/chat-model';
import { builtInAnswer } from './builtin-answer';
import { promptFor } from './model-prompt';
import type { ProfileFacts } from './profile-facts';

/** Answers a member's question about one profile, in pieces of plain text. */
export interface ProfileHelper {
  readonly name: string;
  answer(question: string, facts: ProfileFacts, signal: AbortSignal): AsyncIterable<string>;
}

/** The default: the offline answerer, a sentence per piece. */
export class BuiltInProfileHelper implements ProfileHelper {
  readonly name = 'built-in';

  async *answer(question: string, facts: ProfileFacts): AsyncGenerator<string> {
    const sentences = builtInAnswer(question, facts);
    for (const [i, text] of sentences.entries()) yield i === 0 ? text : ` ${text}`;
  }
}

/** A language model given only the facts (model-prompt.ts), streaming what it writes. */
export class ModelProfileHelper implements ProfileHelper {
  constructor(private readonly model: ChatModel) {}

  get name(): string {
    return this.model.name;
  }

  answer(question: string, facts: ProfileFacts, signal: AbortSignal): AsyncIterable<string> {
    return this.model.stream(promptFor(question, facts), signal);
  }
}
