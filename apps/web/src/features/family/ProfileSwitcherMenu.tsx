import type { ManagedProfile } from '@jodi/contract';
import { Avatar, Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useMenuOpenedOnMount } from '../../app/layout/standInMenu';
import { t } from '../../i18n';
import { initials } from '../../lib/initials';
import { ActingProfileButton } from './ActingProfileButton';
import { managedProfileName } from './profileName';

export interface ProfileSwitcherMenuProps {
  profiles: ManagedProfile[];
  acting: ManagedProfile;
  onChoose(profile: ManagedProfile): void;
  /** Open at once: the top bar mounts this menu on the first tap of its stand-in button. */
  openOnMount?: boolean;
}

/** The switcher's menu: every profile the account can act for, the one acted for checked; one tap switches. */
export function ProfileSwitcherMenu({
  profiles,
  acting,
  onChoose,
  openOnMount = false,
}: ProfileSwitcherMenuProps) {
  const { opened, setOpened, target } = useMenuOpenedOnMount(openOnMount);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" width={260} shadow="md">
      <Menu.Target>
        <ActingProfileButton ref={target} profile={acting} />
      </Menu.Target>
      {/* Named for screen readers; a visible label inside role="menu" is not a menu item (axe). */}
      <Menu.Dropdown aria-label={t.familyBar.menuTitle}>
        {profiles.map((profile) => {
          const name = managedProfileName(profile);
          const current = profile.profile_id === acting.profile_id;
          return (
            <Menu.Item
              key={profile.profile_id}
              mih={44}
              aria-current={current ? 'true' : undefined}
              leftSection={
                <Avatar src={profile.photo} alt="" size={28} radius="xl" color="navy">
                  {initials(name)}
                </Avatar>
              }
              rightSection={current ? <IconCheck aria-hidden size={16} /> : null}
              onClick={() => {
                if (!current) onChoose(profile);
              }}
            >
              {profile.own ? t.familyBar.ownProfile({ name }) : name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
