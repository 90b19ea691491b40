import type { Blog } from '@jodi/contract';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { hasCode } from '../../api/ApiError';
import { ContentStatus } from '../../components/ContentStatus';
import { NotFoundContent } from '../../components/NotFoundContent';
import { t } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { PATHS } from '../../lib/paths';
import { usePageMeta } from '../../lib/usePageMeta';
import classes from './Blog.module.css';
import { HtmlContent } from './HtmlContent';
import { useBlog } from './useBlog';

function BackToBlogs() {
  return (
    <Anchor component={Link} to={PATHS.blogs} fw={600} style={{ alignSelf: 'flex-start' }}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft aria-hidden size={18} />
        {t.blogs.allPosts}
      </Group>
    </Anchor>
  );
}

function Post({ blog }: { blog: Blog }) {
  return (
    <Stack component="article" gap="md">
      <header>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {blog.title}
        </Title>
        <Text c="dimmed" mt={4}>
          <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time>
        </Text>
      </header>
      {blog.image ? <img className={classes.postCover} src={blog.image} alt="" /> : null}
      <HtmlContent html={blog.content} />
    </Stack>
  );
}

/** /blog/{id} (public): one post; an unknown id shows the 404. */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const blog = useBlog(id);
  usePageMeta(blog.data?.title ?? t.pages.blog.title, blog.data?.summary ?? t.pages.blog.description);
  if (hasCode(blog.error, 'BLOG_POST_NOT_FOUND')) return <NotFoundContent />;
  return (
    <Container size="md" px="md" py="xl" w="100%">
      <Stack gap="lg">
        <BackToBlogs />
        {blog.data ? (
          <Post blog={blog.data} />
        ) : (
          <ContentStatus query={blog} errorText={t.blogs.postFailed} />
        )}
        {blog.data ? <BackToBlogs /> : null}
      </Stack>
    </Container>
  );
}
