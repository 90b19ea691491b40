import {
  BLOG_IMAGE_MAX_BYTES,
  BLOG_MARKDOWN_MAX,
  BLOG_STATUSES,
  BLOG_SUMMARY_MAX,
  BLOG_TITLE_MAX,
  type StaffBlog,
} from '@jodi/contract';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { FormActions } from '../../../components/FormActions';
import { ImageFileField } from '../../../components/ImageFileField';
import { useImageChoice } from '../../../components/useImageChoice';
import { t } from '../../../i18n';
import { multipartOf } from '../../../lib/multipart';
import { useDraftSubmit } from '../../../lib/useDraftSubmit';
import { type FormErrors, useFormDraft } from '../../../lib/useFormDraft';
import { useSaveBlog } from './staffBlogs.api';

type BlogField = 'title' | 'summary' | 'markdown' | 'status' | 'image';

const statusOptions = () =>
  BLOG_STATUSES.map((value) => ({
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
  const image = useImageChoice(post?.image ?? null);
  const { failure, onSubmit } = useDraftSubmit({
    form,
    save,
    validate,
    request: ({ title, summary, markdown, status }) => ({
      id: post?.id ?? null,
      form: multipartOf(
        { title, summary, markdown, status, remove_image: image.removeFlag },
        { field: 'image', file: image.file },
      ),
    }),
    savedNotice: t.staffBlogs.saved,
    onSaved,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
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
          data={statusOptions()}
          value={form.values.status}
          onChange={(value) => form.set('status', value ?? 'draft')}
          allowDeselect={false}
          error={form.errors.status}
        />
        <ImageFileField
          label={t.staffBlogs.cover}
          maxBytes={BLOG_IMAGE_MAX_BYTES}
          error={form.errors.image}
          {...image.fieldProps}
        />
        <FormActions error={failure} saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
