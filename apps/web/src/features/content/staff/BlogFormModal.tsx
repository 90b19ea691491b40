import { Modal } from '@mantine/core';
import { t } from '../../../i18n';
import { ContentStatus } from '../ContentStatus';
import { BlogForm } from './BlogForm';
import { useStaffBlog } from './staffBlogs.api';

interface BlogFormModalProps {
  /** null: closed; `{ id: null }`: a new post; `{ id }`: that post, loaded whole for editing. */
  editing: { id: string | null } | null;
  onClose(): void;
}

export function BlogFormModal({ editing, onClose }: BlogFormModalProps) {
  const id = editing?.id ?? null;
  const post = useStaffBlog(id);
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={id ? t.staffBlogs.editTitle : t.staffBlogs.newTitle}
      size="xl"
      closeOnClickOutside={false}
    >
      {editing === null ? null : id === null ? (
        <BlogForm post={null} onSaved={onClose} onCancel={onClose} />
      ) : post.data ? (
        <BlogForm key={post.data.id} post={post.data} onSaved={onClose} onCancel={onClose} />
      ) : (
        <ContentStatus query={post} errorText={t.common.loadFailed} />
      )}
    </Modal>
  );
}
