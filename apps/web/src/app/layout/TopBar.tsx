import { Box, Button, Container, Group } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { VerificationBadges } from '../../components/VerificationBadges';
import { useAbTexts } from '../../features/content';
import { ProfileSwitcher } from '../../features/family';
import { LanguageSwitch } from '../../features/language';
import { NotificationBell } from '../../features/notifications';
import { t } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { useProfileCompletion } from '../../lib/profileCompletion';
import { useShellState } from '../../lib/shellState';
import { useLiveScore } from '../../lib/useLiveScore';
import { useSession } from '../../session';
import { LazyAvatarMenu } from './LazyAvatarMenu';
import { ProfileScore } from './ProfileScore';
import classes from './TopBar.module.css';

/** 'Profile Score: N' comes from GET /profile_completion, refetched whenever the member changes their profile. */
function useProfileScoreSync(): void {
  const { setShellState } = useShellState();
  const { data } = useProfileCompletion();
  const score = data?.profile_score;
  useEffect(() => {
    if (typeof score === 'number') setShellState({ profileScore: score });
  }, [score, setShellState]);
}

function MemberActions({ onDownloadBiodata }: { onDownloadBiodata?: () => void }) {
  const { name, userPic, isAdmin } = useSession();
  const { badges, profileScore } = useShellState();
  const abTexts = useAbTexts();
  useProfileScoreSync();
  useLiveScore();
  return (
    <Group gap="xs" wrap="nowrap">
      <VerificationBadges {...badges} />
      {/* Spec 2 makes the score optional: staff have no profile of their own to score. */}
      {isAdmin ? null : <ProfileScore score={profileScore} />}
      {/* A member's phone has no room beside the score: there the avatar menu leads with the languages. */}
      <Box visibleFrom="sm">
        <LanguageSwitch variant="bar" />
      </Box>
      <NotificationBell />
      {/* Decision 33: a relative who manages other profiles switches between them here. */}
      {isAdmin ? null : <ProfileSwitcher />}
      <LazyAvatarMenu
        name={name}
        userPic={userPic}
        isAdmin={isAdmin}
        abTexts={abTexts}
        onDownloadBiodata={onDownloadBiodata}
      />
    </Group>
  );
}

function VisitorLinks() {
  return (
    <Group gap={4} wrap="nowrap" className={classes.visitor}>
      <LanguageSwitch variant="bar" />
      {/* Decision 34: the community's events, for everyone; on a phone they are in the footer. */}
      <Box component={Link} to={PATHS.events} className={classes.link} visibleFrom="sm">
        {t.topBar.events}
      </Box>
      <Link to={PATHS.blogs} className={classes.link}>
        {t.topBar.blogs}
      </Link>
      <Link to={PATHS.login} className={classes.link}>
        {t.topBar.login}
      </Link>
      {/*
        The visitor's way in, white on the navy bar (14:1). A phone's bar keeps spec 2's
        Blogs and Login; there 'Register free' is in the welcome on "/".
      */}
      <Button
        component={Link}
        to={PATHS.signup}
        size="compact-md"
        variant="white"
        color="navy.9"
        className={classes.register}
        visibleFrom="sm"
      >
        {t.topBar.register}
      </Button>
    </Group>
  );
}

/**
 * Spec 2 top bar: the logo to /profiles; visitors get Blogs and Login, members their badges, the
 * notifications bell (decision 20) and menu.
 */
export function TopBar({ onDownloadBiodata }: { onDownloadBiodata?: () => void }) {
  const { isAuthenticated } = useSession();
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={PATHS.profiles} className={classes.logo}>
          <Logo />
        </Link>
        <nav aria-label={t.topBar.mainNavigation}>
          {isAuthenticated ? <MemberActions onDownloadBiodata={onDownloadBiodata} /> : <VisitorLinks />}
        </nav>
      </Container>
    </header>
  );
}
