import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { SocketProvider } from '../api/SocketProvider';
import { useLanguage } from '../i18n';
import { ShellStateProvider } from '../lib/shellState';
import { SessionProvider, type SessionStore } from '../session';
import { lazyNamed } from './lazyNamed';
import { appTheme, cssVariablesResolver } from './theme';

/** Mantine's notice container (and its transitions) stays out of the first load until a notice is shown. */
const Notices = lazyNamed(() => import('./Notices'), 'Notices');

function LazyNotices() {
  const [needed, setNeeded] = useState(false);
  const pending = useNotifications().notifications.length > 0;
  // Once loaded it stays, so the last notice still slides out.
  if (pending && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notices />
    </Suspense>
  ) : null;
}

interface AppProvidersProps {
  queryClient: QueryClient;
  sessionStore?: SessionStore;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Theme, notices (top right, 3 s), server state, session, the live socket and shell state around the app. */
export function AppProviders({ queryClient, sessionStore, env = 'default', children }: AppProvidersProps) {
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme's texts follow the language.
  const theme = useMemo(() => appTheme(), [language]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <LazyNotices />
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={sessionStore}>
          <SocketProvider>
            <ShellStateProvider>{children}</ShellStateProvider>
          </SocketProvider>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
