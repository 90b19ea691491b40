import { Container, Text, Title } from '@mantine/core';
import { ContentStatus } from '../../components/ContentStatus';
import { t } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { FeatureBlock } from './FeatureBlock';
import classes from './Features.module.css';
import { FeaturesCallToAction } from './FeaturesCallToAction';
import { useFeatures } from './useFeatures';

/** /featured (public): what Jodi offers, as alternating image and text blocks, then a call to action. */
export function FeaturesPage() {
  const { title, description } = t.pages.featured;
  usePageMeta(title, description);
  const features = useFeatures();
  return (
    <div>
      <Container size="md" px="md" className={classes.hero}>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {title}
        </Title>
        <Text size="lg" c="dimmed" mt="xs">
          {t.features.intro}
        </Text>
      </Container>
      {features.data ? (
        <div>
          {features.data.map((feature, index) => (
            <FeatureBlock key={feature.id} feature={feature} index={index} />
          ))}
        </div>
      ) : (
        <Container size="md" px="md" pb="xl">
          <ContentStatus query={features} errorText={t.features.loadFailed} />
        </Container>
      )}
      <FeaturesCallToAction />
    </div>
  );
}
