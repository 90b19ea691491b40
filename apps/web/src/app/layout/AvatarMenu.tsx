import type { NavTextKey } from '@jodi/contract';
import { Menu } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconUser } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSignOutEverywhere } from '../../features/auth';
import { LanguageMenuItems } from '../../features/language';
import { t } from '../../i18n';
import { useSession } from '../../session';
import { AvatarButton } from './AvatarButton';
import classes from './AvatarMenu.module.css';
import {
  type AvatarMenuEntry,
  DOWNLOAD_BIODATA_ID,
  entryLabel,
  MAIN_ENTRIES,
  PROFILE_ENTRIES,
  SIGN_OUT_EVERYWHERE_ID,
} from './avatarMenuEntries';
import { useMenuOpenedOnMount } from './standInMenu';

export interface AvatarMenuProps {
  name: string | null;
  userPic: string | null;
  isAdmin: boolean;
  /** Server A/B texts replacing some labels. */
  abTexts?: Partial<Record<NavTextKey, string>>;
  /** 'Download my biodata': the biodata issue plugs the download in here. */
  onDownloadBiodata?: () => void;
  /**
   * Open as soon as mounted, with the focus on the button as a click leaves it (so closing returns
   * it there): the top bar mounts this menu on the first click of its stand-in (`LazyAvatarMenu`).
   */
  openOnMount?: boolean;
}

/**
 * The signed-in member's menu. The Profile submenu opens inside the dropdown (an accordion), which
 * works the same at phone and desktop widths. A click outside closes the menu.
 */
export function AvatarMenu({
  name,
  userPic,
  isAdmin,
  abTexts = {},
  onDownloadBiodata,
  openOnMount = false,
}: AvatarMenuProps) {
  const { opened, setOpened, target } = useMenuOpenedOnMount(openOnMount);
  const [profileOpen, setProfileOpen] = useState(false);
  const submenuId = useId();
  const signOutEverywhere = useSignOutEverywhere();
  // Decision 33: acting for a managed profile, the account owner's own screens are not offered.
  const { actingFor, hasOwnProfile } = useSession();
  const offered = (entry: AvatarMenuEntry) =>
    !(actingFor && entry.ownerOnly && !(entry.accountOwn && !hasOwnProfile));

  const item = (entry: AvatarMenuEntry, nested = false) => {
    const label = entryLabel(entry, abTexts);
    const indent = nested ? { pl: 'xl' } : {};
    if (entry.id === DOWNLOAD_BIODATA_ID) {
      return (
        <Menu.Item key={entry.id} onClick={() => onDownloadBiodata?.()} {...indent}>
          {label}
        </Menu.Item>
      );
    }
    if (entry.id === SIGN_OUT_EVERYWHERE_ID) {
      return (
        <Menu.Item key={entry.id} onClick={() => signOutEverywhere.mutate()} {...indent}>
          {label}
        </Menu.Item>
      );
    }
    return (
      <Menu.Item key={entry.id} component={Link} to={entry.to ?? '/'} {...indent}>
        {label}
      </Menu.Item>
    );
  };

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={280}
      shadow="md"
      closeOnClickOutside
      onClose={() => setProfileOpen(false)}
      // The dropdown's height is kept to the room left on the screen (see AvatarMenu.module.css).
      middlewares={{ size: { padding: 8 } }}
      classNames={{ dropdown: classes.dropdown }}
      // Items reachable by Tab make the scrolling dropdown usable by keyboard (axe:
      // scrollable-region-focusable), and the menu holds only its items (aria-required-children).
      menuItemTabIndex={0}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <AvatarButton ref={target} name={name} userPic={userPic} />
      </Menu.Target>
      <Menu.Dropdown>
        <LanguageMenuItems />
        <Menu.Divider />
        <Menu.Item
          closeMenuOnClick={false}
          onClick={() => setProfileOpen((open) => !open)}
          aria-expanded={profileOpen}
          aria-controls={profileOpen ? submenuId : undefined}
          leftSection={<IconUser aria-hidden size={16} />}
          rightSection={
            profileOpen ? (
              <IconChevronDown aria-hidden size={16} />
            ) : (
              <IconChevronRight aria-hidden size={16} />
            )
          }
        >
          {t.avatarMenu.profile}
        </Menu.Item>
        {profileOpen ? (
          <div id={submenuId}>{PROFILE_ENTRIES.filter(offered).map((entry) => item(entry, true))}</div>
        ) : null}
        <Menu.Divider />
        {MAIN_ENTRIES.filter((entry) => (isAdmin || !entry.staffOnly) && offered(entry)).map((entry) =>
          item(entry),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
