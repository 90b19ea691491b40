import type { FitItem, FitSide } from '@jodi/contract';
import { Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconQuestionMark, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { FitLine, type FitProps } from './FitLine';
import { genderChoice } from './fitText';
import classes from './Matchmaking.module.css';

function Mark({ met }: { met: FitItem['met'] }) {
  if (met === true) return <IconCheck aria-hidden size={20} color="var(--mantine-color-green-9)" />;
  if (met === false) return <IconX aria-hidden size={20} color="var(--mantine-color-red-9)" />;
  return <IconQuestionMark aria-hidden size={20} color="var(--mantine-color-gray-7)" />;
}

function statusText(met: FitItem['met']): string {
  if (met === true) return t.fit.met;
  if (met === false) return t.fit.notMet;
  return t.fit.notGiven;
}

function SideList({ title, side, own }: { title: string; side: FitSide; own: boolean }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {side.items.length === 0 ? (
        own ? (
          <Anchor component={Link} to={PATHS.preferences} fw={600}>
            {t.fit.setPreferences}
          </Anchor>
        ) : (
          <Text>{t.fit.noneSet}</Text>
        )
      ) : (
        <ul className={classes.fitList}>
          {side.items.map((item) => (
            <li key={item.field} className={classes.fitItem}>
              <Mark met={item.met} />
              <Text span>
                {t.fit.fields[item.field] ?? item.field}:{' '}
                <Text span fw={600}>
                  {statusText(item.met)}
                </Text>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** The profile view's fit: the short line, then each preference both ways with a tick, a cross or "not given". */
export function FitPanel({ fit, gender, subject }: FitProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const detailsId = useId();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          {t.fit.title}
        </Title>
        <FitLine fit={fit} gender={gender} subject={subject} />
        <Button
          variant="subtle"
          color="navy.9"
          size="md"
          px={0}
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t.fit.hideDetails : t.fit.showDetails}
        </Button>
        <div id={detailsId}>
          {open ? (
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <SideList title={t.fit.mine} side={fit.mine} own />
              <SideList
                title={t.fit.theirs({ gender: genderChoice(gender) })}
                side={fit.theirs}
                own={false}
              />
            </SimpleGrid>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
