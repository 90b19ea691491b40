import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { QueryList } from '../../components/QueryList';
import { t } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { BlogCard } from './BlogCard';
import { useBlogs } from './useBlogs';

/** /blogs (public): the posts as cards, newest first, with 'Load more'. */
export function BlogsPage() {
  const { title, description } = t.pages.blogs;
  usePageMeta(title, description);
  const blogs = useBlogs();
  const posts = blogs.data ?? [];
  return (
    <Container size="lg" px="md" py="xl" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            {title}
          </Title>
          <Text c="dimmed" mt={4}>
            {t.blogs.intro}
          </Text>
        </div>
        <QueryList
          query={blogs}
          count={posts.length}
          errorText={t.blogs.loadFailed}
          emptyText={t.blogs.empty}
        >
          <SimpleGrid
            component="ul"
            aria-label={t.blogs.listLabel}
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="lg"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {posts.map((blog) => (
              <li key={blog.id}>
                <BlogCard blog={blog} />
              </li>
            ))}
          </SimpleGrid>
        </QueryList>
        <LoadMoreButton query={blogs} />
      </Stack>
    </Container>
  );
}
