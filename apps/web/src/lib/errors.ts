import { isApiError } from '../api/ApiError';
import { t } from '../i18n';

/** The text to show for a failed call: the server's own message when there is one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : t.notices.somethingWentWrong;
}

/** The server's message for one form field of a 400 answer, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  return error.fieldIssues().find((issue) => issue.path === field)?.message;
}
