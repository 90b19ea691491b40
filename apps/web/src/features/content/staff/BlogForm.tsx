import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_MARKDOWN_MAX,
  BLOG_STATUSES,
  BLOG_SUMMARY_MAX,
  BLOG_TITLE_MAX,
  type StaffBlog,
} from '@jodi/contract';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/FormAlert';
import { ImageFileField } from '../../../components/ImageFileField';
import { t } from '../../../i18n';
import { multipartOf } from '../../../lib/multipart';
import { notify } from '../../../lib/notify';
import { type FormErrors, useFormDraft } from '../../../lib/useFormDraft';
import { useSaveBlog } from './staffBlogs.api';

type BlogField = 'title' | 'summary' | 'markdown' | 'status' | 'image';

const STATUS_OPTIONS = BLOG_STATUSES.map((value) => ({
  value,
  label: t.staffBlogs.statuses[value] ?? value,
}));

function validate(values: Record<BlogField, string>): FormErrors<BlogField> {
  const required = t.staffContent.required;
  return {
    title: values.title.trim() ? undefined : required,
    summary: values.summary.trim() ? undefined : required,
    markdown: values.markdown.trim() ? undefined : required,
  };
}

interface BlogFormProps {
  /** The post to edit, or null for a new one. */
  post: StaffBlog | null;
  onSaved(): void;
  onCancel(): void;
}

/**
 * A post's title, summary, Markdown, status and cover. The Markdown is sent as typed: the server
 * renders and sanitises it, so the browser never renders it as HTML (no preview here).
 */
export function BlogForm({ post, onSaved, onCancel }: BlogFormProps) {
  const save = useSaveBlog();
  const form = useFormDraft<BlogField>({
    title: post?.title ?? '',
    summary: post?.summary ?? '',
    markdown: post?.markdown ?? '',
    status: post?.status ?? 'draft',
    image: '',
  });
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check(validate(form.values))) return;
    const { title, summary, markdown, status } = form.values;
    const body = multipartOf(
      { title, summary, markdown, status, remove_image: post && removeImage && !image ? 'true' : undefined },
      { field: 'image', file: image },
    );
    save.mutate(
      { id: post?.id ?? null, form: body },
      {
        onSuccess: () => {
          notify.success(t.staffBlogs.saved);
          onSaved();
        },
        onError: (error) => {
          if (!form.serverErrors(error)) setFailure(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t.staffBlogs.title} required maxLength={BLOG_TITLE_MAX} {...form.field('title')} />
        <Textarea
          label={t.staffBlogs.summary}
          description={t.staffBlogs.summaryHint}
          required
          withAsterisk={false}
          autosize
          minRows={2}
          maxRows={4}
          maxLength={BLOG_SUMMARY_MAX}
          {...form.field('summary')}
        />
        <Textarea
          label={t.staffBlogs.markdown}
          description={t.staffBlogs.markdownHint}
          required
          withAsterisk={false}
          autosize
          minRows={10}
          maxRows={24}
          maxLength={BLOG_MARKDOWN_MAX}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...form.field('markdown')}
        />
        <Select
          label={t.staffContent.status}
          data={STATUS_OPTIONS}
          value={form.values.status}
          onChange={(value) => form.set('status', value ?? 'draft')}
          allowDeselect={false}
          error={form.errors.status}
        />
        <ImageFileField
          label={t.staffBlogs.cover}
          maxBytes={BLOG_IMAGE_MAX_BYTES}
          currentUrl={post?.image ?? null}
          value={image}
          onChange={setImage}
          remove={
            post?.image
              ? { label: t.staffContent.removeImage, checked: removeImage, onChange: setRemoveImage }
              : undefined
          }
          error={form.errors.image}
        />
        <FormAlert error={failure} />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="navy.9" onClick={onCancel}>
            {t.staffContent.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t.staffContent.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
