import { GUN_MILAN_MAX } from '@jodi/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarHeart } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import type { GunMilanPoints, Profile } from '../../lib/profile';
import classes from './ProfileView.module.css';

/** The eight kootas and the most points each can give (they add up to 36). */
export const ASPECT_MAX = {
  varna: 1,
  vashya: 2,
  tara: 3,
  yoni: 4,
  graha_maitri: 5,
  gana: 6,
  bhakoot: 7,
  nadi: 8,
} as const satisfies Record<Exclude<keyof GunMilanPoints, 'total'>, number>;

type Aspect = keyof typeof ASPECT_MAX;

function isPoints(value: unknown): value is GunMilanPoints {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return [...Object.keys(ASPECT_MAX), 'total'].every((key) => typeof record[key] === 'number');
}

interface GunMilanPanelProps {
  points: unknown;
  message: string | null;
  /** A plain-language reading of the score, from the server. */
  reading?: string | null;
  /** Whether the two partners' Manglik status matches, in words from the server (another member's profile). */
  manglikMatch?: Profile['manglik_match'];
}

/**
 * Gun Milan: each aspect out of its maximum, the total out of 36 and a reading; otherwise the
 * server's message; when it is the viewer's birth name that is missing, the notice is followed by
 * what Gun Milan is and an 'Add birth details' button to the birth step of /info (?go=4), whose
 * save comes back to this profile (`from`).
 */
export function GunMilanPanel({ points, message, reading = null, manglikMatch = null }: GunMilanPanelProps) {
  const titleId = 'gun-milan-title';
  const { pathname } = useLocation();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4" id={titleId}>
            {t.profileView.gunMilanTitle}
          </Title>
          {isPoints(points) ? (
            <Text
              fw={700}
              fz="xl"
              aria-label={`${t.profileView.gunMilanTotalLabel}: ${t.profileView.gunMilanTotal({ total: points.total })}`}
            >
              {t.profileView.gunMilanTotal({ total: points.total })}
            </Text>
          ) : null}
        </Group>
        {isPoints(points) ? (
          <>
            {/* A measure within a known range: the native meter (Mantine's Progress is a task's progress). */}
            <meter
              className={classes.gunMilanMeter}
              min={0}
              max={GUN_MILAN_MAX}
              value={points.total}
              aria-label={t.profileView.gunMilanTotalLabel}
            />
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left' }}>
                    <Text size="sm" c="dimmed" fw={600}>
                      {t.profileView.gunMilanAspect}
                    </Text>
                  </th>
                  <th style={{ textAlign: 'right' }}>
                    <Text size="sm" c="dimmed" fw={600}>
                      {t.profileView.gunMilanPoints}
                    </Text>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(Object.keys(ASPECT_MAX) as Aspect[]).map((aspect) => (
                  <tr key={aspect}>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '4px 0' }}>
                      {t.profileView.aspects[aspect]}
                    </th>
                    <td style={{ textAlign: 'right' }}>
                      {t.profileView.gunMilanOutOf({ points: points[aspect], max: ASPECT_MAX[aspect] })}
                    </td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" style={{ textAlign: 'left', paddingTop: 6 }}>
                    {t.profileView.gunMilanTotalLabel}
                  </th>
                  <td style={{ textAlign: 'right', fontWeight: 700, paddingTop: 6 }}>
                    {t.profileView.gunMilanOutOf({ points: points.total, max: GUN_MILAN_MAX })}
                  </td>
                </tr>
              </tbody>
            </table>
            {reading ? <Text size="sm">{reading}</Text> : null}
          </>
        ) : message === t.profileView.birthnameMissing ? (
          <>
            {/* The spec's notice word for word, what it means, and the way there. */}
            <Text fw={600}>{message}</Text>
            <Text size="sm" c="dimmed">
              {t.profileView.gunMilanExplain}
            </Text>
            <Button
              component={Link}
              to={`${PATHS.info}?go=4&from=${encodeURIComponent(pathname)}`}
              variant="filled"
              color="navy.9"
              size="md"
              leftSection={<IconCalendarHeart aria-hidden size={20} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t.profileView.addBirthDetails}
            </Button>
          </>
        ) : (
          <Text c="dimmed">{message ?? t.display.notAvailable}</Text>
        )}
        {/* Whether the two Manglik statuses match, in the server's words; the colour of the bar
            beside them (ProfileView.module.css) repeats what they say. */}
        {manglikMatch ? (
          <Text size="sm" className={classes.manglikMatch} data-pairing={manglikMatch.pairing}>
            {manglikMatch.text}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
