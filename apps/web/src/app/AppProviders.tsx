import { NOTICE_MS } from '@jodi/contract';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SocketProvider } from '../api/SocketProvider';
import { ShellStateProvider } from '../lib/shellState';
import { SessionProvider, type SessionStore } from '../session';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  sessionStore?: SessionStore;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Theme, notices (top right, 3 s), server state, session, the live socket and shell state around the app. */
export function AppProviders({ queryClient, sessionStore, env = 'default', children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <Notifications position="top-right" autoClose={NOTICE_MS} limit={5} />
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
