import { Button, Container, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import notFoundImage from '../assets/not-found.svg';
import { t } from '../i18n';
import { PATHS } from '../lib/paths';
import { usePageMeta } from '../lib/usePageMeta';

/** The 404 image and text: any unknown path, and anything the API answers 404 for. */
export function NotFoundContent() {
  usePageMeta(t.pages.notFound.title, t.pages.notFound.description);
  return (
    <Container size="xs" py="xl">
      <Stack align="center" gap="md" ta="center">
        <Image src={notFoundImage} alt={t.notFound.image} w="100%" maw={360} />
        <Title order={1}>{t.notFound.title}</Title>
        <Text c="dimmed">{t.notFound.text}</Text>
        <Button component={Link} to={PATHS.home}>
          {t.notFound.home}
        </Button>
      </Stack>
    </Container>
  );
}
