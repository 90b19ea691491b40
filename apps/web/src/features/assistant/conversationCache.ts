import { sessionStore } from '../../session';
import { CONVERSATION_KEY_PREFIX, ConversationStore } from './conversations';

const stores = new Map<string, ConversationStore>();

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The signed-in member's conversations with the AI helper (one store per user). */
export function conversationsOf(userId: string): ConversationStore {
  let store = stores.get(userId);
  if (!store) {
    store = new ConversationStore(tabStorage(), userId);
    stores.set(userId, store);
  }
  return store;
}

/** On logout the conversations go too: the next person at this browser must not read them. */
function forgetConversations(): void {
  stores.clear();
  const storage = tabStorage();
  if (!storage) return;
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
  for (const key of keys) if (key?.startsWith(CONVERSATION_KEY_PREFIX)) storage.removeItem(key);
}

sessionStore.subscribe(() => {
  if (!sessionStore.getSnapshot().isAuthenticated) forgetConversations();
});
