import type { Fit } from '@jodi/contract';
import { Badge, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { t } from '../../i18n';
import { fitShort, type MissSubject, missLines } from './fitText';
import { usePreferences } from './matchmaking.api';

/** What a fit is shown with: the fit, the gender of the profile it is about, and whose side reads it. */
export interface FitProps {
  fit: Fit;
  gender: string | null | undefined;
  subject: MissSubject;
}

/**
 * A card's fit: the short line, with a mark when it is mutual, and each missed preference named
 * ("Not Vegetarian · Lives in Nashik, not Pune"), read from the card and the viewer's preferences.
 */
export function FitLine({ fit, gender, subject }: FitProps) {
  const preferences = usePreferences();
  const misses = missLines(fit, gender, subject, preferences.data);
  return (
    <>
      {fit.mutual && fit.mine.of + fit.theirs.of > 0 ? (
        <Badge
          color="#1f6b30"
          variant="filled"
          tt="none"
          size="md"
          leftSection={<IconHeartHandshake aria-hidden size={14} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t.fit.mutual}
        </Badge>
      ) : null}
      <Text size="sm" fw={600}>
        {fitShort(fit, gender)}
      </Text>
      {misses.length > 0 ? (
        <Text size="sm" c="red.9" data-testid="fit-misses">
          {misses.join(' · ')}
        </Text>
      ) : null}
    </>
  );
}
