import { Badge, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { t } from '../../i18n';
import classes from './ProfileScore.module.css';

/** 'Profile Score: N' as a 44 px button. Navy on pale blue: 11:1, on the navy bar too. */
export function ProfileScoreButton({
  score,
  ...button
}: { score: number } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.target} {...button}>
      <Badge color="lightBlue.1" c="navy.9" variant="filled" size="lg" radius="sm" tt="none">
        {t.topBar.profileScore({ score })}
      </Badge>
    </UnstyledButton>
  );
}
