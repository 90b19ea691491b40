import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { t } from '../i18n';

/** Shown when a screen fails to render or its code cannot be loaded (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{t.routeError.title}</Title>
        <Text c="dimmed">{t.routeError.text}</Text>
        <Button onClick={() => window.location.reload()}>{t.routeError.reload}</Button>
      </Stack>
    </Container>
  );
}
