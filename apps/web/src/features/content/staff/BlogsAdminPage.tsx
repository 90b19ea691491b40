import type { StaffBlogSummary } from '@jodi/contract';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { PageSection } from '../../../components/PageSection';
import { t } from '../../../i18n';
import { notify } from '../../../lib/notify';
import { usePageMeta } from '../../../lib/usePageMeta';
import { ContentStatus } from '../ContentStatus';
import { BlogFormModal } from './BlogFormModal';
import { BlogsTable } from './BlogsTable';
import { useDeleteBlog, useStaffBlogs } from './staffBlogs.api';

/** /admin/blogs (staff): every post, drafts too; write, edit, publish and delete them. */
export function BlogsAdminPage() {
  const { title, description } = t.pages.adminBlogs;
  usePageMeta(title, description);
  const blogs = useStaffBlogs();
  const remove = useDeleteBlog();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = useState<StaffBlogSummary | null>(null);
  const posts = blogs.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify.success(t.staffBlogs.deleted),
      onError: () => notify.error(t.staffBlogs.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <PageSection title={title} size="lg" back>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus aria-hidden size={16} />} onClick={() => setEditing({ id: null })}>
          {t.staffBlogs.newPost}
        </Button>
      </Group>
      {posts.length > 0 ? (
        <BlogsTable posts={posts} onEdit={(post) => setEditing({ id: post.id })} onDelete={setDeleting} />
      ) : null}
      <ContentStatus
        query={blogs}
        errorText={t.common.loadFailed}
        empty={blogs.isSuccess && posts.length === 0}
        emptyText={t.common.noRecords}
      />
      <LoadMoreButton query={blogs} />
      <BlogFormModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t.staffBlogs.deleteTitle(deleting?.title ?? '')}
        confirmLabel={t.staffContent.delete}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {t.staffContent.deleteText}
      </ConfirmDialog>
    </PageSection>
  );
}
