import type { BlogSummary } from '@jodi/contract';
import { Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';
import classes from './Blog.module.css';
import { blogPath } from './blogPath';

/** One post on /blogs: cover, title (the link), date and summary; the whole card opens the post. */
export function BlogCard({ blog }: { blog: BlogSummary }) {
  return (
    <article className={classes.card}>
      {blog.image ? (
        <img className={classes.cover} src={blog.image} alt="" loading="lazy" />
      ) : (
        <div className={classes.cover} aria-hidden />
      )}
      <div className={classes.body}>
        <Text size="sm" c="dimmed">
          <time dateTime={blog.published_at}>{formatDate(blog.published_at)}</time>
        </Text>
        <Title order={2} fz="h4">
          <Link to={blogPath(blog.id)} className={classes.titleLink}>
            {blog.title}
          </Link>
        </Title>
        <Text className={classes.summary}>{blog.summary}</Text>
      </div>
    </article>
  );
}
