import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { t } from '../../i18n';
import classes from './ProfileView.module.css';

/** The 'More actions' button: the menu's target, and its stand-in until the menu's code is in. */
export function MoreActionsButton(props: ActionIconProps & ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon
      variant="outline"
      color="navy.9"
      size={44}
      radius="md"
      aria-label={t.profileView.moreActions}
      className={classes.moreActions}
      {...props}
    >
      <IconDots aria-hidden size={20} />
    </ActionIcon>
  );
}
