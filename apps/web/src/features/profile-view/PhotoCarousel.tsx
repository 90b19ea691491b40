import type { Photo } from '@jodi/contract';
import { ActionIcon, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { t } from '../../i18n';
import { placeholderPhoto } from '../../lib/profile';
import classes from './ProfileView.module.css';

interface PhotoCarouselProps {
  photos: readonly Photo[];
  name: string;
  gender: string | null;
  /** The id of what explains the photos (the blurred-photo note), read with each photo. */
  describedBy?: string;
}

/** The profile's photos, one at a time: 'Previous photo' / 'Next photo', dots, and arrow keys. */
export function PhotoCarousel({ photos, name, gender, describedBy }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className={classes.carousel}>
        <img
          className={classes.carouselImage}
          src={placeholderPhoto(gender)}
          alt={t.profileView.noPhotoAlt}
        />
      </div>
    );
  }

  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const shown = Math.min(index, count - 1);

  return (
    <section
      className={classes.carousel}
      aria-roledescription="carousel"
      aria-label={t.profileView.photosLabel}
      onKeyDown={onKeyDown}
    >
      {/* The view's largest paint: index.html's early requests fetch the first photo ahead (mainPhotoUrl). */}
      <img
        className={classes.carouselImage}
        src={current.large}
        alt={t.profileView.photoAlt({ name, n: shown + 1, total: count })}
        aria-describedby={describedBy}
        aria-live="polite"
        fetchPriority="high"
      />
      {count > 1 ? (
        <>
          <ActionIcon
            className={`${classes.carouselButton} ${classes.carouselPrev}`}
            variant="white"
            color="navy.9"
            radius="xl"
            size="lg"
            aria-label={t.profileView.previousPhoto}
            onClick={() => go(-1)}
          >
            <IconChevronLeft aria-hidden size={22} />
          </ActionIcon>
          <ActionIcon
            className={`${classes.carouselButton} ${classes.carouselNext}`}
            variant="white"
            color="navy.9"
            radius="xl"
            size="lg"
            aria-label={t.profileView.nextPhoto}
            onClick={() => go(1)}
          >
            <IconChevronRight aria-hidden size={22} />
          </ActionIcon>
          <div className={classes.dots}>
            {photos.map((photo, i) => (
              <UnstyledButton
                key={photo.id}
                className={classes.dot}
                data-active={i === shown || undefined}
                aria-label={t.profileView.showPhoto({ n: i + 1, total: count })}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
