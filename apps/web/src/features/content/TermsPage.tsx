import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { ContentStatus } from '../../components/ContentStatus';
import { t } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { usePageMeta } from '../../lib/usePageMeta';
import { HtmlContent } from './HtmlContent';
import { useLegal } from './useLegal';

/** /terms-and-conditions (public): the terms as the server rendered them, with their date. */
export function TermsPage() {
  const { title, description } = t.pages.terms;
  usePageMeta(title, description);
  const legal = useLegal();
  return (
    <Container size="md" px="md" py="xl" w="100%">
      <Paper bg="gray.0" p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {legal.data?.title || title}
            </Title>
            {legal.data ? (
              <Text c="dimmed" mt={4}>
                <time dateTime={legal.data.updated_at}>
                  {t.legal.updated({ date: formatDate(legal.data.updated_at) })}
                </time>
              </Text>
            ) : null}
          </div>
          {legal.data ? (
            <HtmlContent html={legal.data.content} />
          ) : (
            <ContentStatus query={legal} errorText={t.legal.loadFailed} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
