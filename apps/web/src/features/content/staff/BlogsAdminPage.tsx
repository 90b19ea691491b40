import type { StaffBlogSummary } from '@jodi/contract';
import { useState } from 'react';
import type { Editing } from '../../../components/FormModal';
import { LoadMoreButton } from '../../../components/LoadMoreButton';
import { PageSection } from '../../../components/PageSection';
import { QueryList } from '../../../components/QueryList';
import { ConfirmDeleteDialog } from '../../../components/staff/ConfirmDeleteDialog';
import { NewItemButton } from '../../../components/staff/NewItemButton';
import { useConfirmedDelete } from '../../../components/staff/useConfirmedDelete';
import { t } from '../../../i18n';
import { usePageMeta } from '../../../lib/usePageMeta';
import { BlogFormModal } from './BlogFormModal';
import { BlogsTable } from './BlogsTable';
import { useDeleteBlog, useStaffBlogs } from './staffBlogs.api';

/** /admin/blogs (staff): every post, drafts too; write, edit, publish and delete them. */
export function BlogsAdminPage() {
  const { title, description } = t.pages.adminBlogs;
  usePageMeta(title, description);
  const blogs = useStaffBlogs();
  const deletion = useConfirmedDelete<StaffBlogSummary>(useDeleteBlog(), {
    deleted: t.staffBlogs.deleted,
    failed: t.staffBlogs.deleteFailed,
  });
  /** The post being edited by id: the form loads it whole. */
  const [editing, setEditing] = useState<Editing<string>>(null);
  const posts = blogs.data ?? [];

  return (
    <PageSection title={title} size="lg" back>
      <NewItemButton label={t.staffBlogs.newPost} onClick={() => setEditing({ item: null })} />
      <QueryList query={blogs} count={posts.length}>
        <BlogsTable posts={posts} onEdit={(post) => setEditing({ item: post.id })} onDelete={deletion.ask} />
      </QueryList>
      <LoadMoreButton query={blogs} />
      <BlogFormModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        deletion={deletion}
        title={t.staffBlogs.deleteTitle({ title: deletion.item?.title ?? '' })}
      />
    </PageSection>
  );
}
