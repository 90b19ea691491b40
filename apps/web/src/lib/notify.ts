import { NOTICE_MS } from '@jodi/contract';
import { notifications } from '@mantine/notifications';

export interface NoticeOptions {
  title?: string;
  /** Milliseconds before the notice closes; spec 9 default 3000. */
  autoClose?: number;
}

type Tone = 'success' | 'info' | 'warning' | 'error';

const COLORS: Record<Tone, string> = { success: 'green', info: 'navy', warning: 'yellow', error: 'red' };

function show(tone: Tone, message: string, options: NoticeOptions = {}): void {
  notifications.show({
    color: COLORS[tone],
    title: options.title,
    message,
    autoClose: options.autoClose ?? NOTICE_MS,
    withBorder: true,
  });
}

/** Notices of spec 8: top right, 3 s unless told otherwise. */
export const notify = {
  success: (message: string, options?: NoticeOptions) => show('success', message, options),
  info: (message: string, options?: NoticeOptions) => show('info', message, options),
  warning: (message: string, options?: NoticeOptions) => show('warning', message, options),
  error: (message: string, options?: NoticeOptions) => show('error', message, options),
};
