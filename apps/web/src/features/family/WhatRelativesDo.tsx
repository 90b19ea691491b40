import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { t } from '../../i18n';

/** The plain explanation beside the invitation: what a relative can and cannot do. */
export function WhatRelativesDo() {
  return (
    <Stack gap="xs">
      <Title order={3} fz="h4">
        {t.family.canTitle}
      </Title>
      <List
        spacing={4}
        icon={
          <ThemeIcon color="green.8" size={22} radius="xl" aria-hidden>
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        <List.Item>
          <Text>{t.family.can}</Text>
        </List.Item>
      </List>
      <Title order={3} fz="h4">
        {t.family.cannotTitle}
      </Title>
      <List
        spacing={4}
        icon={
          <ThemeIcon color="red.8" size={22} radius="xl" aria-hidden>
            <IconX size={14} />
          </ThemeIcon>
        }
      >
        <List.Item>
          <Text>{t.family.cannot}</Text>
        </List.Item>
      </List>
    </Stack>
  );
}
