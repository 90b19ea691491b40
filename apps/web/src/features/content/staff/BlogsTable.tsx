import type { StaffBlogSummary } from '@jodi/contract';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { EditDeleteButtons } from '../../../components/staff/EditDeleteButtons';
import { ActionsCell, DateCell, StatusCell } from '../../../components/staff/StaffCells';
import { StaffTable } from '../../../components/staff/StaffTable';
import { t } from '../../../i18n';
import { blogPath } from '../blogPath';

const columns = () => [
  t.staffBlogs.title,
  t.staffContent.status,
  t.staffBlogs.updated,
  t.staffContent.actions,
];

interface BlogsTableProps {
  posts: StaffBlogSummary[];
  onEdit(post: StaffBlogSummary): void;
  onDelete(post: StaffBlogSummary): void;
}

/** Staff: every post with its status and dates; published ones link to their public page. */
export function BlogsTable({ posts, onEdit, onDelete }: BlogsTableProps) {
  return (
    <StaffTable label={t.staffBlogs.listLabel} columns={columns()} minWidth={720}>
      {posts.map((post) => (
        <Table.Tr key={post.id}>
          <Table.Td fw={600} miw={200}>
            {post.status === 'published' ? (
              <Anchor
                component={Link}
                to={blogPath(post.id)}
                aria-label={t.staffBlogs.viewPost({ title: post.title })}
              >
                {post.title}
              </Anchor>
            ) : (
              post.title
            )}
          </Table.Td>
          <StatusCell
            label={t.staffBlogs.statuses[post.status] ?? post.status}
            color={post.status === 'published' ? 'green.9' : 'gray.7'}
          />
          <DateCell iso={post.updated_at} />
          <ActionsCell>
            <EditDeleteButtons
              editLabel={t.staffBlogs.editPost({ title: post.title })}
              deleteLabel={t.staffBlogs.deletePost({ title: post.title })}
              onEdit={() => onEdit(post)}
              onDelete={() => onDelete(post)}
            />
          </ActionsCell>
        </Table.Tr>
      ))}
    </StaffTable>
  );
}
