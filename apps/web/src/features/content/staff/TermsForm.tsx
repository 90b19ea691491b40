import { LEGAL_MARKDOWN_MAX, type StaffLegal } from '@jodi/contract';
import { Anchor, Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { t } from '../../../i18n';
import { notify } from '../../../lib/notify';
import { PATHS } from '../../../lib/paths';
import { useSaveLegal } from './staffTexts.api';

/**
 * The terms' Markdown; the server renders and sanitises it for the public page. Saving it blank
 * brings back the built-in terms.
 */
export function TermsForm({ legal }: { legal: StaffLegal }) {
  const save = useSaveLegal();
  const [markdown, setMarkdown] = useState(legal.markdown);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(markdown, {
      onSuccess: (saved) => {
        setMarkdown(saved.markdown);
        notify.success(t.siteTexts.termsSaved);
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t.siteTexts.termsMarkdown}
          description={legal.is_default ? t.siteTexts.termsDefault : t.siteTexts.termsBlankHint}
          autosize
          minRows={12}
          maxRows={30}
          maxLength={LEGAL_MARKDOWN_MAX}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={markdown}
          onChange={(event) => setMarkdown(event.currentTarget.value)}
        />
        <FormAlert error={save.error} />
        <Group justify="space-between">
          <Anchor component={Link} to={PATHS.terms} size="sm">
            {t.siteTexts.viewTerms}
          </Anchor>
          <Button type="submit" loading={save.isPending}>
            {t.siteTexts.termsSave}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
