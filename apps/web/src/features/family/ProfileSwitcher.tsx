import { Suspense, useState } from 'react';
import { useStandInMenu } from '../../app/layout/standInMenu';
import { lazyNamed } from '../../app/lazyNamed';
import { ActingProfileButton } from './ActingProfileButton';
import { useManagedProfiles } from './useManagedProfiles';
import { useSwitchProfile } from './useSwitchProfile';

const loadMenu = () => import('./ProfileSwitcherMenu');
const ProfileSwitcherMenu = lazyNamed(loadMenu, 'ProfileSwitcherMenu');

/**
 * The top bar's profile switcher (decision 33): shown when the account manages another profile than its
 * own, it names the one acted for (photo and name) and switches in one tap from its menu, on a phone
 * as on a desktop. The menu's code loads on first use, like the avatar menu's.
 */
export function ProfileSwitcher() {
  const { list, acting } = useManagedProfiles();
  const switchTo = useSwitchProfile();
  const { used, standInProps } = useStandInMenu(loadMenu);
  // The menu opens by itself only on the stand-in's first tap, never again when it mounts anew.
  const [openOnMount, setOpenOnMount] = useState(true);
  if (!list || list.length < 2 || !acting) return null;
  const standIn = <ActingProfileButton profile={acting} {...standInProps} />;
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ProfileSwitcherMenu
        profiles={list}
        acting={acting}
        onChoose={(profile) => {
          setOpenOnMount(false);
          switchTo(profile);
        }}
        openOnMount={openOnMount}
      />
    </Suspense>
  );
}
