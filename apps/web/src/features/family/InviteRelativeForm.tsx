import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { t } from '../../i18n';
import { fieldError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { useInviteRelative } from './family.api';
import { type FamilyRelation, familyRelationOptions } from './familyRelations';

/** "Invite a family member": their e-mail and how they are related; the mail goes out with a link. */
export function InviteRelativeForm() {
  const invite = useInviteRelative();
  const [email, setEmail] = useState('');
  const [relation, setRelation] = useState<FamilyRelation | ''>('');
  const [problems, setProblems] = useState<{ email?: string; relation?: string }>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      email: email.trim() ? undefined : t.family.emailRequired,
      relation: relation ? undefined : t.family.relationRequired,
    };
    setProblems(found);
    if (found.email || found.relation || !relation) return;
    invite.mutate(
      { email: email.trim(), relation },
      {
        onSuccess: () => {
          notify.success(t.family.sent({ email: email.trim() }));
          setEmail('');
          setRelation('');
        },
        onError: () => notify.error(t.family.sendFailed),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          type="email"
          label={t.family.email}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problems.email ?? fieldError(invite.error, 'email')}
          required
        />
        <NativeSelect
          label={t.family.relation}
          value={relation}
          onChange={(event) => setRelation(event.currentTarget.value as FamilyRelation | '')}
          data={[{ value: '', label: t.family.relationPlaceholder }, ...familyRelationOptions()]}
          error={problems.relation ?? fieldError(invite.error, 'relation')}
          required
        />
        {invite.isError && !fieldError(invite.error, 'email') ? <FormAlert error={invite.error} /> : null}
        <Button type="submit" loading={invite.isPending} mih={44}>
          {t.family.send}
        </Button>
      </Stack>
    </form>
  );
}
