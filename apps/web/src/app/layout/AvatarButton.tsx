import { Avatar, UnstyledButton } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';

export interface AvatarButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'name'> {
  /** The member's name, for the initials and the picture's alt text. */
  name: string | null;
  userPic: string | null;
}

/** The member's picture (or initials) that opens the avatar menu. */
export function AvatarButton({ name, userPic, ...button }: AvatarButtonProps) {
  return (
    <UnstyledButton aria-label={t.avatarMenu.open} {...button}>
      <Avatar src={userPic || null} alt={name ?? ''} color="lightBlue" variant="filled" radius="xl">
        {name?.trim() ? initials(name) : <IconUser aria-hidden size={20} />}
      </Avatar>
    </UnstyledButton>
  );
}
