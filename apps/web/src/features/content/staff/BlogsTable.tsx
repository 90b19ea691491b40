import type { StaffBlogSummary } from '@jodi/contract';
import { Anchor, Button, Group, Table } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/StatusBadge';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { blogPath } from '../blogPath';

interface BlogsTableProps {
  posts: StaffBlogSummary[];
  onEdit(post: StaffBlogSummary): void;
  onDelete(post: StaffBlogSummary): void;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** Staff: every post with its status and dates; published ones link to their public page. */
export function BlogsTable({ posts, onEdit, onDelete }: BlogsTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={t.staffBlogs.listLabel} verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.staffBlogs.title}</Table.Th>
            <Table.Th>{t.staffContent.status}</Table.Th>
            <Table.Th>{t.staffBlogs.updated}</Table.Th>
            <Table.Th>{t.staffContent.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {posts.map((post) => (
            <Table.Tr key={post.id}>
              <Table.Td fw={600} miw={200}>
                {post.status === 'published' ? (
                  <Anchor
                    component={Link}
                    to={blogPath(post.id)}
                    aria-label={t.staffBlogs.viewPost(post.title)}
                  >
                    {post.title}
                  </Anchor>
                ) : (
                  post.title
                )}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <StatusBadge
                  label={t.staffBlogs.statuses[post.status] ?? post.status}
                  color={post.status === 'published' ? 'green.9' : 'gray.7'}
                />
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <time dateTime={post.updated_at}>{formatDate(post.updated_at)}</time>
              </Table.Td>
              <Table.Td style={NOWRAP}>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="navy.9"
                    leftSection={<IconEdit aria-hidden size={14} />}
                    aria-label={t.staffBlogs.editPost(post.title)}
                    onClick={() => onEdit(post)}
                  >
                    {t.staffContent.edit}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red.8"
                    leftSection={<IconTrash aria-hidden size={14} />}
                    aria-label={t.staffBlogs.deletePost(post.title)}
                    onClick={() => onDelete(post)}
                  >
                    {t.staffContent.delete}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
