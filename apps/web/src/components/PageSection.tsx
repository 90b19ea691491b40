import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackButton } from './BackButton';

interface PageSectionProps {
  title: string;
  intro?: ReactNode;
  /** Narrow for forms, wide for content. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Sub screens show a 'Back' button above the title. */
  back?: boolean;
  /** Where 'Back' leads when the screen was opened directly. */
  backFallback?: string;
  children?: ReactNode;
}

/** A screen's main block: the title and a light-grey section holding the content. */
export function PageSection({
  title,
  intro,
  size = 'xs',
  back = false,
  backFallback,
  children,
}: PageSectionProps) {
  return (
    <Container size={size} px="md" py="xl" w="100%">
      {back ? <BackButton fallback={backFallback} /> : null}
      <Paper bg="gray.0" p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder mt={back ? 'xs' : 0}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          {intro ? <Text c="dimmed">{intro}</Text> : null}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
