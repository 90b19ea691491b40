import { botEvent, botQuestionEvent } from '@jodi/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { useSocket, useSocketEvent } from '../../api/SocketProvider';
import { t } from '../../i18n';
import { warnPlanUpgrade } from '../../lib/planUpgrade';
import { useSession } from '../../session';
import { storedActingProfile } from '../../session/actingProfile';
import { conversationsOf } from './conversationCache';
import type { Conversation } from './conversations';

/** Longest wait for the end of an answer before the box stops waiting. */
export const ANSWER_TIMEOUT_MS = 45_000;

export interface AssistantApi {
  lines: Conversation;
  /** An answer is on its way: asking again waits for it. */
  waiting: boolean;
  connected: boolean;
  /** Sends a question; false when it was blank or cannot be sent now. */
  ask(question: string): boolean;
}

/**
 * The conversation with the AI helper about profile `pid`, over the live socket: questions go out
 * on `from_user_to_bot-{userId}`, answers stream back on `bot-{userId}` (contract/socket.ts).
 */
export function useAssistant(pid: string): AssistantApi {
  const { userId } = useSession();
  const { socket, connected } = useSocket();
  const store = conversationsOf(userId ?? '');
  const lines = useSyncExternalStore(store.subscribe, () => store.get(pid));
  const waiting = lines.at(-1)?.streaming ?? false;

  useSocketEvent(botEvent(userId ?? ''), (part) => {
    store.receive(part);
    if (part.done && part.code === 'PLAN_UPGRADE_REQUIRED' && part.pid === pid) warnPlanUpgrade();
  });

  useEffect(() => {
    if (!waiting) return;
    if (!connected) {
      store.giveUp(pid, t.assistant.noAnswer);
      return;
    }
    const timer = setTimeout(() => store.giveUp(pid, t.assistant.noAnswer), ANSWER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, connected, store, pid]);

  const ask = (question: string): boolean => {
    const message = question.trim();
    if (!message || !userId || !socket || !connected || waiting) return false;
    store.ask(pid, message);
    // A relative asks for the profile they act for (decision 33); the answer comes back marked with it.
    const forProfile = storedActingProfile();
    socket.emit(botQuestionEvent(userId), {
      message,
      from: 'tell_me_about',
      pid,
      ...(forProfile ? { for_profile: forProfile } : {}),
    });
    return true;
  };

  return { lines, waiting, connected, ask };
}
