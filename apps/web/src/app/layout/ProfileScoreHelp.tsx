import { PROFILE_SCORE_WEIGHTS } from '@jodi/contract';
import { Anchor, List, Popover, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import classes from './ProfileScore.module.css';
import { ProfileScoreButton } from './ProfileScoreButton';
import { useMenuOpenedOnMount } from './standInMenu';

const W = PROFILE_SCORE_WEIGHTS;

/**
 * The Profile Score's button with its note: what the score is and what raises it (the
 * server's weights, `PROFILE_SCORE_WEIGHTS`), so it does not read as a second "needed details"
 * count. Loaded on the first use of the button standing in for it (ProfileScore).
 */
export function ProfileScoreHelp({ score, openOnMount = false }: { score: number; openOnMount?: boolean }) {
  const { opened, setOpened, target } = useMenuOpenedOnMount(openOnMount);
  const help = t.profileScoreHelp;
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
        <ProfileScoreButton
          ref={target}
          score={score}
          onClick={() => setOpened((open) => !open)}
          aria-expanded={opened}
          aria-haspopup="dialog"
        />
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
