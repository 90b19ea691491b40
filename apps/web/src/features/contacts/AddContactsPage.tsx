import { MAX_CONTACTS } from '@jodi/contract';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../components/CenteredLoader';
import { LoadFailed } from '../../components/LoadFailed';
import { PageSection } from '../../components/PageSection';
import { t } from '../../i18n';
import { notify } from '../../lib/notify';
import { PATHS } from '../../lib/paths';
import { relationOptions } from '../../lib/relations';
import { usePageMeta } from '../../lib/usePageMeta';
import {
  type ContactDraft,
  type ContactErrors,
  type ContactField,
  emptyContact,
  hasContactErrors,
  initialDrafts,
  serverContactErrors,
  toContactsBody,
  validateContacts,
} from './contactForm';
import { useContacts } from './useContacts';
import { useSaveContacts } from './useSaveContacts';

/** The relation select's "Other" choice: the relation is then typed. */
const OTHER = '__other';

interface ContactFieldsetProps {
  draft: ContactDraft;
  n: number;
  errors: ContactErrors;
  removable: boolean;
  onChange(patch: Partial<ContactDraft>): void;
  onRemove(): void;
}

function ContactFieldset({ draft, n, errors, removable, onChange, onRemove }: ContactFieldsetProps) {
  const legendId = `${draft.key}-legend`;
  const input = (field: ContactField) => ({
    value: draft[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ [field]: event.currentTarget.value }),
    error: errors[field],
  });
  const chooseRelation = (choice: string) =>
    choice === OTHER
      ? onChange({ otherRelation: true, relation: draft.otherRelation ? draft.relation : '' })
      : onChange({ otherRelation: false, relation: choice });
  return (
    <Paper component="fieldset" withBorder radius="lg" p="md" m={0} miw={0} aria-labelledby={legendId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} fz="h5" id={legendId}>
            {t.contacts.contact({ n })}
          </Title>
          {removable ? (
            <Button
              variant="subtle"
              color="red.8"
              size="compact-sm"
              leftSection={<IconTrash aria-hidden size={16} />}
              onClick={onRemove}
              aria-label={t.contacts.removeLabel({ n })}
            >
              {t.contacts.remove}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t.contacts.name} required autoComplete="off" {...input('name')} />
          <NativeSelect
            label={t.contacts.relation}
            required
            data={[
              { value: '', label: t.common.select },
              ...relationOptions(),
              { value: OTHER, label: t.contacts.relationOther },
            ]}
            value={draft.otherRelation ? OTHER : draft.relation}
            onChange={(event) => chooseRelation(event.currentTarget.value)}
            error={draft.otherRelation ? undefined : errors.relation}
          />
          {draft.otherRelation ? (
            <TextInput
              label={t.contacts.relationOtherLabel}
              placeholder={t.contacts.relationOtherHint}
              required
              {...input('relation')}
            />
          ) : null}
          <TextInput
            label={t.contacts.phone}
            description={t.contacts.phoneHint}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            type="tel"
            inputMode="tel"
            required
            autoComplete="off"
            {...input('phone')}
          />
          <TextInput label={t.contacts.occupation} {...input('occupation')} />
          <TextInput label={t.contacts.currentCity} {...input('current_city')} />
        </SimpleGrid>
        <Textarea label={t.contacts.address} autosize minRows={2} maxRows={5} {...input('address')} />
      </Stack>
    </Paper>
  );
}

function ContactsForm({ initial }: { initial: ContactDraft[] }) {
  const navigate = useNavigate();
  const save = useSaveContacts();
  const [drafts, setDrafts] = useState<ContactDraft[]>(initial);
  const [errors, setErrors] = useState<ContactErrors[]>([]);

  const change = (index: number, patch: Partial<ContactDraft>) => {
    setDrafts((current) => current.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
    const cleared = Object.fromEntries(
      Object.keys(patch).map((field) => [field === 'otherRelation' ? 'relation' : field, undefined]),
    );
    setErrors((current) => current.map((entry, i) => (i === index ? { ...entry, ...cleared } : entry)));
  };

  const remove = (index: number) => {
    setDrafts((current) => (current.length > 1 ? current.filter((_, i) => i !== index) : current));
    setErrors((current) => current.filter((_, i) => i !== index));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContacts(drafts);
    setErrors(found);
    if (hasContactErrors(found)) return;
    save.mutate(toContactsBody(drafts), {
      onSuccess: () => {
        notify.success(t.contacts.saved);
        navigate(PATHS.profiles);
      },
      onError: (error) => {
        notify.error(t.contacts.saveFailed);
        setErrors(serverContactErrors(error, drafts.length));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {drafts.map((draft, index) => (
          <ContactFieldset
            key={draft.key}
            draft={draft}
            n={index + 1}
            errors={errors[index] ?? {}}
            removable={drafts.length > 1}
            onChange={(patch) => change(index, patch)}
            onRemove={() => remove(index)}
          />
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            color="navy.9"
            leftSection={<IconPlus aria-hidden size={16} />}
            onClick={() => setDrafts((current) => [...current, emptyContact()])}
            disabled={drafts.length >= MAX_CONTACTS}
            title={drafts.length >= MAX_CONTACTS ? t.contacts.max : undefined}
          >
            {t.contacts.addMore}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t.contacts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /add/contacts: the member's contacts as a list of forms (spec 2, 5). */
export function AddContactsPage() {
  usePageMeta(t.pages.addContacts.title, t.pages.addContacts.description);
  const contacts = useContacts();
  return (
    <PageSection title={t.pages.addContacts.title} intro={t.contacts.intro} size="sm" back>
      {contacts.isPending ? <CenteredLoader /> : null}
      {contacts.isError ? <LoadFailed onRetry={() => contacts.refetch()} /> : null}
      {contacts.isSuccess ? <ContactsForm initial={initialDrafts(contacts.data)} /> : null}
    </PageSection>
  );
}
