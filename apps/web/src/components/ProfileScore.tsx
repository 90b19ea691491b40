import { PROFILE_SCORE_WEIGHTS } from '@jodi/contract';
import { Anchor, Badge, List, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';
import { PATHS } from '../lib/paths';
import classes from './ProfileScore.module.css';

const W = PROFILE_SCORE_WEIGHTS;

/**
 * 'Profile Score: N' in the top bar; nothing until a score is known. Navy on pale blue: 11:1, on the
 * navy bar too. Issue 35: a tap opens a short note on what the score is and what raises it (the
 * server's weights, `PROFILE_SCORE_WEIGHTS`), so it does not read as a second "needed details" count.
 */
export function ProfileScore({ score }: { score?: number | null }) {
  const [opened, setOpened] = useState(false);
  if (typeof score !== 'number') return null;
  const help = t.topBar.scoreHelp;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={300}
      position="bottom"
      withArrow
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.target}
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-haspopup="dialog"
        >
          <Badge color="lightBlue.1" c="navy.9" variant="filled" size="lg" radius="sm" tt="none">
            {t.topBar.profileScore({ score })}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown aria-label={help.title}>
        <Stack gap="xs">
          <Text fw={700}>{help.title}</Text>
          <Text size="sm">{help.what}</Text>
          <Text size="sm" fw={600}>
            {help.raises}
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>{help.details({ points: W.personal })}</List.Item>
            <List.Item>{help.photo({ points: W.photo })}</List.Item>
            <List.Item>{help.video({ points: W.video })}</List.Item>
            <List.Item>{help.contacts({ points: W.contacts })}</List.Item>
            <List.Item>{help.documents({ points: W.identity + W.job + W.income })}</List.Item>
          </List>
          <Anchor
            component={Link}
            to={PATHS.info}
            fw={600}
            className={classes.link}
            onClick={() => setOpened(false)}
          >
            {help.improve}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
