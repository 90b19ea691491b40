import { ContentStatus } from '../../../components/ContentStatus';
import { type Editing, FormModal } from '../../../components/FormModal';
import { t } from '../../../i18n';
import { BlogForm } from './BlogForm';
import { useStaffBlog } from './staffBlogs.api';

interface BlogFormModalProps {
  /** null: closed; `{ item: null }`: a new post; `{ item: id }`: that post, loaded whole for editing. */
  editing: Editing<string>;
  onClose(): void;
}

export function BlogFormModal({ editing, onClose }: BlogFormModalProps) {
  const post = useStaffBlog(editing?.item ?? null);
  return (
    <FormModal
      editing={editing}
      titles={{ new: t.staffBlogs.newTitle, edit: t.staffBlogs.editTitle }}
      onClose={onClose}
      size="xl"
      closeOnClickOutside={false}
    >
      {(id) =>
        id === null ? (
          <BlogForm post={null} onSaved={onClose} onCancel={onClose} />
        ) : post.data ? (
          <BlogForm key={post.data.id} post={post.data} onSaved={onClose} onCancel={onClose} />
        ) : (
          <ContentStatus query={post} errorText={t.common.loadFailed} />
        )
      }
    </FormModal>
  );
}
