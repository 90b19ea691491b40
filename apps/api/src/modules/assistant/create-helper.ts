import { OpenAiCompatibleChatModel } from '../../adapters/chat-model/openai-compatible';
import type { AssistantSettings } from '../../config';
import { ModelProfileHelper, type ProfileHelper } from './profile-helper';

/** The configured model when AI_API_URL is set, else the built-in answerer (offline). */
export function createProfileHelper(settings: AssistantSettings, builtIn: ProfileHelper): ProfileHelper {
  return settings.model ? new ModelProfileHelper(new OpenAiCompatibleChatModel(settings.model)) : builtIn;
}
