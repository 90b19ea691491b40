import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageSectionProps {
  title: string;
  intro?: ReactNode;
  /** Narrow for forms, wide for content. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/** A screen's main block: the title and a light-grey section holding the content. */
export function PageSection({ title, intro, size = 'xs', children }: PageSectionProps) {
  return (
    <Container size={size} px="md" py="xl" w="100%">
      <Paper bg="gray.0" p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
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
