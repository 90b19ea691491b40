import { LOCALES } from '@jodi/i18n';
import { Alert, Button, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../api/client';
import { activeLanguage, t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { useSession } from '../../session';

/** "a, b and c", in the active language. */
function joinWords(words: string[]): string {
  return new Intl.ListFormat(LOCALES[activeLanguage()], { type: 'conjunction' }).format(words);
}

/** The text of what a profile still needs to be listed. */
export function missingText(missing: readonly string[]): string {
  return t.listingStatus.add({
    fields: joinWords(missing.map((field) => t.listingStatus.missing[field] ?? field)),
  });
}

/**
 * While the member's profile lacks the listing minimum: why it is not shown to others, what is
 * missing, and a button to the guided start. Reads the signed-in user (GET /api/v1/user, the
 * session refresh's own query, so no second request).
 */
export function ListingStatusBanner() {
  const { token, actingFor } = useSession();
  const { data } = useQuery({
    queryKey: ['session-user', token],
    queryFn: () => api.get('/api/v1/user'),
    // GET /user is the account's own (decision 33): acting for a managed profile, it says nothing of it.
    enabled: token !== null && !actingFor,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (actingFor || data?.listable !== false || !data.profile_id) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconEyeOff aria-hidden size={22} />}
      title={t.listingStatus.title}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)', color: 'var(--mantine-color-text)' } }}
    >
      <Text mb="sm">{missingText(data.missing ?? [])}</Text>
      <Button component={Link} to={PATHS.start} size="md" color="navy.9">
        {t.listingStatus.start}
      </Button>
    </Alert>
  );
}
