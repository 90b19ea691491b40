import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormAlert } from '../../components/FormAlert';
import { t } from '../../i18n';
import { useDraftSubmit } from '../../lib/useDraftSubmit';
import { useFormDraft } from '../../lib/useFormDraft';
import { EMPTY_LEAD, toLeadBody, validateLead } from './leadForm';
import { useSendLead } from './useSendLead';

/** The advert request: name, business, e-mail, phone and a message; `onSent` after the server took it. */
export function LeadForm({ onSent }: { onSent(): void }) {
  const send = useSendLead();
  const form = useFormDraft(EMPTY_LEAD);
  // A field problem shows under its field; anything else (429, a failure) above the button.
  const { failure, onSubmit } = useDraftSubmit({
    form,
    save: send,
    validate: validateLead,
    request: toLeadBody,
    onSaved: () => {
      form.reset();
      onSent();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t.leads.name} required autoComplete="name" {...form.field('name')} />
          <TextInput
            label={t.leads.business}
            description={t.leads.optional}
            autoComplete="organization"
            {...form.field('business')}
          />
          <TextInput
            label={t.leads.email}
            type="email"
            required
            autoComplete="email"
            {...form.field('email')}
          />
          <TextInput
            label={t.leads.phone}
            type="tel"
            inputMode="tel"
            required
            autoComplete="tel"
            {...form.field('phone')}
          />
        </SimpleGrid>
        <Textarea
          label={t.leads.message}
          description={t.leads.optional}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={2000}
          {...form.field('message')}
        />
        <FormAlert error={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t.leads.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
