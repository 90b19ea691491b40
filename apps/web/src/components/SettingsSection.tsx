import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SettingsSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled panel of a settings screen, named by its heading for screen readers. */
export function SettingsSection({ title, children }: SettingsSectionProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      bg="gray.0"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
