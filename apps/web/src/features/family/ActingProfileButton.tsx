import type { ManagedProfile } from '@jodi/contract';
import { Avatar, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import classes from './ProfileSwitcher.module.css';
import { managedProfileName } from './profileName';

export interface ActingProfileButtonProps extends ComponentPropsWithRef<'button'> {
  profile: Pick<ManagedProfile, 'name' | 'photo'>;
}

/** The top bar's button naming the profile this device acts for (photo and name); a tap opens the switcher. */
export function ActingProfileButton({ profile, className, ...button }: ActingProfileButtonProps) {
  const name = managedProfileName(profile);
  return (
    <UnstyledButton
      aria-label={t.familyBar.switcherLabel({ name })}
      className={`${classes.button} ${className ?? ''}`}
      {...button}
    >
      <Avatar src={profile.photo} alt="" size={32} radius="xl" color="lightBlue" variant="filled">
        {initials(name)}
      </Avatar>
      <Text component="span" className={classes.name} aria-hidden>
        {name}
      </Text>
      <IconChevronDown aria-hidden size={16} />
    </UnstyledButton>
  );
}
