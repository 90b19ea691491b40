import { AB_TEXT_MAX, NAV_TEXT_KEYS, type NavTextKey } from '@jodi/contract';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { t } from '../../../i18n';
import { notify } from '../../../lib/notify';
import { useFormDraft } from '../../../lib/useFormDraft';
import type { AbTexts } from '../useAbTexts';
import { navTextDefaults } from './navTextDefaults';
import { useSaveAbTexts } from './staffTexts.api';

/** Every key is sent: the server keeps keys not sent, and a blank text removes its key (the default label). */
function allTexts(values: Record<NavTextKey, string>): Record<string, string> {
  return Object.fromEntries(NAV_TEXT_KEYS.map((key) => [key, values[key].trim()]));
}

/** The seven A/B menu texts (NAV-*), each with its default label as placeholder. */
export function NavTextsForm({ initial }: { initial: AbTexts }) {
  const save = useSaveAbTexts();
  const form = useFormDraft<NavTextKey>(
    Object.fromEntries(NAV_TEXT_KEYS.map((key) => [key, initial[key] ?? ''])) as Record<NavTextKey, string>,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(allTexts(form.values), {
      onSuccess: () => notify.success(t.siteTexts.navSaved),
      onError: (error) => form.serverErrors(error),
    });
  };
  const defaults = navTextDefaults();
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {NAV_TEXT_KEYS.map((key) => (
            <TextInput
              key={key}
              label={t.siteTexts.navLabel({ key, label: defaults[key] })}
              placeholder={defaults[key]}
              maxLength={AB_TEXT_MAX}
              {...form.field(key)}
            />
          ))}
        </SimpleGrid>
        {save.isError && Object.keys(form.errors).length === 0 ? <FormAlert error={save.error} /> : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t.siteTexts.navSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
