/** The assistant's entry for the rest of the app. */
export { AssistantBox } from './AssistantBox';
