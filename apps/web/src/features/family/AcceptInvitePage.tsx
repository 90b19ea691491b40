import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { FormAlert } from '../../components/FormAlert';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import { useIsSignedIn, useSession } from '../../session';
import { withNext } from '../auth';
import { useAcceptInvite } from './family.api';
import { familyCallName } from './familyRelations';
import { managedProfileName } from './profileName';
import { switchActingProfile } from './switchActingProfile';

const NAME_MAX = 40;

/** A visitor signs in or registers free first, and comes back here (`?next=`). */
function SignInFirst({ here }: { here: string }) {
  return (
    <Stack gap="md">
      <Text>{t.family.acceptIntro}</Text>
      <Group grow wrap="wrap">
        <Button component={Link} to={withNext(PATHS.login, here)} mih={44}>
          {t.family.signIn}
        </Button>
        <Button component={Link} to={withNext(PATHS.signup, here)} variant="outline" color="navy.9" mih={44}>
          {t.family.register}
        </Button>
      </Group>
    </Stack>
  );
}

/** The signed-in relative: "How does the family call you?", then Accept; lands on the profile's matches. */
function AcceptForm({ token, relation }: { token: string; relation: string | null }) {
  const accept = useAcceptInvite(token);
  const navigate = useNavigate();
  const { userId } = useSession();
  const [name, setName] = useState(() => familyCallName(relation));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    accept.mutate(name.trim() || undefined, {
      onSuccess: (profile) => {
        notify.success(t.family.accepted({ name: managedProfileName(profile) }));
        if (userId) switchActingProfile(userId, profile);
        navigate(PATHS.matches, { replace: true });
      },
    });
  };

  if (hasCode(accept.error, 'INVITE_INVALID')) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.family.invalidLink}
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t.family.callYou}
          description={t.family.callYouHint}
          value={name}
          maxLength={NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {accept.isError ? <FormAlert error={accept.error} /> : null}
        <Button type="submit" loading={accept.isPending} mih={44}>
          {t.family.accept}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /family/accept/:token, the link in the invitation mail (decision 33). A visitor is sent to sign in or
 * register free and comes back; a signed-in member says how the family calls them (prefilled from
 * the relation when the link names it, `?relation=Mother`; left empty, the server uses the
 * relation's word in their language) and accepts, then acts for the profile on its matches.
 */
export function AcceptInvitePage() {
  usePageMeta(t.family.acceptTitle, t.family.acceptIntro);
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const signedIn = useIsSignedIn();
  const here = `${PATHS.familyAccept.replace(':token', encodeURIComponent(token))}${search.size ? `?${search}` : ''}`;
  return (
    <PageSection title={t.family.acceptTitle}>
      {signedIn ? (
        <AcceptForm token={token} relation={search.get('relation')} />
      ) : (
        <SignInFirst here={here} />
      )}
    </PageSection>
  );
}
