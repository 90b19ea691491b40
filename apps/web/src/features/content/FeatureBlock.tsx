import type { Feature } from '@jodi/contract';
import { Container, Text, Title } from '@mantine/core';
import classes from './Features.module.css';

/** The image's side in block `index`: left first, then right, and so on (spec 1's alternating blocks). */
export function imageSide(index: number): 'left' | 'right' {
  return index % 2 === 0 ? 'left' : 'right';
}

/** One band of the features page: an illustration beside its title and description. */
export function FeatureBlock({ feature, index }: { feature: Feature; index: number }) {
  const titleId = `feature-${feature.id}`;
  return (
    <section className={classes.band} aria-labelledby={titleId}>
      <Container size="lg" px="md">
        <div className={classes.block} data-image-side={imageSide(index)} data-testid="feature-block">
          <div className={classes.media}>
            <img className={classes.image} src={feature.image} alt="" />
          </div>
          <div className={classes.text}>
            <span className={classes.number} aria-hidden>
              {index + 1}
            </span>
            <Title order={2} id={titleId} fz={{ base: 'h3', sm: 'h2' }}>
              {feature.title}
            </Title>
            <Text size="lg">{feature.description}</Text>
          </div>
        </div>
      </Container>
    </section>
  );
}
