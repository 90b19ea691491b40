import { type Fit, isPaidPlan } from '@jodi/contract';
import { Alert, Anchor, Box, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { lazyNamed } from '../../app/lazyNamed';
import { BlurredPhotoNote } from '../../components/BlurredPhotoNote';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { ProfileBadges } from '../../components/ProfileBadges';
import { t } from '../../i18n';
import { formatHeight } from '../../lib/height';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import type { Profile } from '../../lib/profile';
import { decodeProfileId } from '../../lib/profileId';
import { usePageMeta } from '../../lib/usePageMeta';
import { useIsSignedIn, useSession } from '../../session';
import { AssistantBox } from '../assistant';
import { FitPanel } from '../matchmaking';
import { IntroVideo } from '../video-intro';
import { ContactsPanel } from './ContactsPanel';
import { DetailTabs } from './DetailTabs';
import { GunMilanPanel } from './GunMilanPanel';
import { PhotoCarousel } from './PhotoCarousel';
import { MemberActionBar, VisitorActionBar } from './ProfileActionBar';
import classes from './ProfileView.module.css';
import { SimilarProfiles } from './SimilarProfiles';
import { useProfileView } from './useProfileView';
import { usePublicProfile } from './usePublicProfile';
import { useWideLayout } from './useWideLayout';

// Only a wrong link meets it: its picture and texts stay out of the view's first load.
const NotFoundContent = lazyNamed(() => import('../../components/NotFoundContent'), 'NotFoundContent');

function fullName(profile: Profile): string {
  const parts = [profile.name, typeof profile.lastName === 'string' ? profile.lastName : null].filter(
    Boolean,
  );
  return parts.join(' ') || t.listing.unnamed;
}

/** Visitors' actions: 'Join now' and on to /signup (spec 6, 8). */
function useJoinNow() {
  const navigate = useNavigate();
  return () => {
    notify.info(t.notices.joinNowToContinue, { title: t.notices.joinNow });
    navigate(PATHS.signup);
  };
}

function BirthnameBanner() {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden size={20} />}>
      <Anchor component={Link} to={`${PATHS.info}?go=4`} fw={600} underline="always">
        {t.profileView.birthnameMissing}
      </Anchor>
    </Alert>
  );
}

interface ProfileContentProps {
  profile: Profile;
  visitor: boolean;
  /** The preference fit both ways (members viewing another member). */
  fit?: Fit;
  /** The member blocked this profile: no suggestions from it (the server knows none across a block). */
  blocked?: boolean;
}

function ProfileContent({ profile, visitor, fit, blocked = false }: ProfileContentProps) {
  const [searchParams] = useSearchParams();
  const joinNow = useJoinNow();
  const { profileId, plan } = useSession();
  const own = !visitor && profileId === profile.id;
  const freePlan = !visitor && !own && !isPaidPlan(plan);
  const name = fullName(profile);
  const photosBlurred = !own && (profile.photos_blurred ?? false) && profile.pics.length > 0;
  const blurNoteId = useId();
  const wide = useWideLayout();
  const [assistantOpen, setAssistantOpen] = useState(false);
  usePageMeta(name, t.pages.profile.description);
  const facts = [
    profile.age === null ? null : t.listing.age({ age: profile.age }),
    formatHeight(profile.height),
    typeof profile.current_city === 'string' ? profile.current_city : null,
    typeof profile.occupation === 'string' ? profile.occupation : null,
  ].filter(Boolean);
  // The AI helper: on phones and tablets in the page after the actions, so it never covers one; on
  // a wide screen floating at the bottom right.
  const assistant =
    visitor || own ? null : (
      <AssistantBox
        pid={profile.id}
        name={profile.name ?? name}
        placement={wide ? 'floating' : 'inline'}
        open={assistantOpen}
        onOpenChange={setAssistantOpen}
      />
    );

  return (
    <Container size="lg" py="lg" w="100%">
      <Stack gap="lg">
        {!visitor && searchParams.get('birthname') === 'missing' ? <BirthnameBanner /> : null}
        <div className={classes.layout}>
          <Stack gap="md" className={classes.areaPhoto}>
            <PhotoCarousel
              photos={profile.pics}
              name={name}
              gender={profile.gender}
              describedBy={photosBlurred ? blurNoteId : undefined}
            />
            {photosBlurred ? <BlurredPhotoNote id={blurNoteId} gender={profile.gender} standalone /> : null}
            {profile.video_intro ? (
              <Stack gap={6} component="section" aria-label={t.profileView.introVideo}>
                <Title order={2} fz="h5">
                  {t.profileView.introVideo}
                </Title>
                <IntroVideo
                  className={classes.video}
                  src={profile.video_intro}
                  poster={profile.video_poster ?? undefined}
                />
              </Stack>
            ) : null}
          </Stack>
          <Stack gap="md" className={classes.areaHeader}>
            <Stack gap={4}>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                {name}
              </Title>
              {facts.length > 0 ? <Text c="dimmed">{facts.join(' · ')}</Text> : null}
              <ProfileBadges badges={profile.badges} size="lg" />
              {freePlan ? (
                <Anchor
                  component={Link}
                  to={PATHS.subscription}
                  size="sm"
                  fw={600}
                  className={classes.upgradePrompt}
                >
                  <IconLock aria-hidden size={16} />
                  {t.profileView.upgradePrompt}
                </Anchor>
              ) : null}
            </Stack>
            {visitor ? <VisitorActionBar onJoinNow={joinNow} /> : null}
            {own ? (
              <Button
                component={Link}
                to={PATHS.info}
                variant="outline"
                color="navy.9"
                style={{ alignSelf: 'flex-start' }}
              >
                {t.avatarMenu.editProfile}
              </Button>
            ) : null}
            {visitor || own ? null : (
              <MemberActionBar
                profileId={profile.id}
                name={name}
                firstName={profile.name}
                lastName={typeof profile.lastName === 'string' ? profile.lastName : null}
              />
            )}
            {wide ? null : assistant}
            {fit && !own ? (
              <FitPanel
                fit={fit}
                gender={profile.gender}
                subject={{
                  age: profile.age,
                  height: profile.height,
                  current_city: typeof profile.current_city === 'string' ? profile.current_city : null,
                  gunmilan_total: profile.points?.total ?? null,
                }}
              />
            ) : null}
          </Stack>
          <Paper withBorder radius="lg" p="md" className={classes.areaTabs}>
            <DetailTabs profile={profile} />
          </Paper>
          <Stack gap="md" className={classes.areaPanels}>
            <GunMilanPanel
              points={profile.points}
              message={profile.points_message}
              reading={profile.points_reading}
              manglikMatch={own ? null : profile.manglik_match}
            />
            <ContactsPanel
              contacts={profile.contact}
              hiddenReason={profile.contact_hidden_reason}
              gender={profile.gender}
              visitor={visitor}
              onJoinNow={joinNow}
            />
          </Stack>
        </div>
        {visitor || own || blocked ? null : (
          <Box>
            <SimilarProfiles gender={profile.gender} profileId={profile.id} />
          </Box>
        )}
        {wide ? assistant : null}
      </Stack>
    </Container>
  );
}

function LoadState({ error, retry }: { error: unknown; retry(): void }) {
  usePageMeta(t.pages.profile.title, t.pages.profile.description);
  if (hasCode(error, 'PROFILE_NOT_FOUND')) return <NotFoundContent />;
  return (
    <Container size="sm" py="xl">
      <LoadFailed onRetry={retry} />
    </Container>
  );
}

// A refetch that fails (after the socket reconnects, say) keeps the profile on the screen: the
// page would otherwise be replaced by the error and back, closing whatever was open on it. A
// profile that is gone (blocked, suspended, deleted) still gives way to Not found.
const gone = (error: unknown) => hasCode(error, 'PROFILE_NOT_FOUND');

function MemberProfile({ id }: { id: string }) {
  const query = useProfileView(id);
  if (query.isPending) return <CenteredLoader />;
  if (!query.data || gone(query.error))
    return <LoadState error={query.error} retry={() => query.refetch()} />;
  return (
    <ProfileContent
      profile={query.data.data}
      visitor={false}
      fit={query.data.fit}
      blocked={query.data.is_blocked}
    />
  );
}

function VisitorProfile({ pid }: { pid: string }) {
  const query = usePublicProfile(pid, true);
  if (query.isPending) return <CenteredLoader />;
  if (!query.data || gone(query.error))
    return <LoadState error={query.error} retry={() => query.refetch()} />;
  return <ProfileContent profile={query.data} visitor />;
}

/** /profile/{pid}: members get the full view (GET /profiles/{id}), visitors the public one. */
export function ProfileViewPage() {
  const { pid = '' } = useParams();
  const signedIn = useIsSignedIn();
  const id = decodeProfileId(pid);
  if (!id) return <NotFoundContent />;
  return signedIn ? <MemberProfile key={id} id={id} /> : <VisitorProfile key={pid} pid={pid} />;
}
