import { Suspense } from 'react';
import { lazyNamed } from '../lazyNamed';
import { ProfileScoreButton } from './ProfileScoreButton';
import { useStandInMenu } from './standInMenu';

const loadHelp = () => import('./ProfileScoreHelp');
const ProfileScoreHelp = lazyNamed(loadHelp, 'ProfileScoreHelp');

/**
 * 'Profile Score: N' in the top bar; nothing until a score is known. Its button stands in for the
 * note it opens until its first use: the note's code (Mantine's Popover and floating-ui) stays out
 * of every page's first load, starts loading when the pointer or the focus reaches the button, and
 * opens once there.
 */
export function ProfileScore({ score }: { score?: number | null }) {
  const { used, standInProps } = useStandInMenu(loadHelp, 'dialog');
  if (typeof score !== 'number') return null;
  const standIn = <ProfileScoreButton score={score} {...standInProps} />;
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ProfileScoreHelp score={score} openOnMount />
    </Suspense>
  );
}
