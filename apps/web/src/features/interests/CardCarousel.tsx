import { ActionIcon } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '../../i18n';
import { localNumber } from '../../lib/numbers';
import { placeholderPhoto } from '../../lib/profile';
import classes from './Interests.module.css';

interface CardCarouselProps {
  pics: readonly { url: string }[];
  name: string;
}

/** A card's photos, one at a time, with 'Previous photo' / 'Next photo' when there are several. */
export function CardCarousel({ pics, name }: CardCarouselProps) {
  const [index, setIndex] = useState(0);
  const count = pics.length;
  const shown = Math.min(index, Math.max(count - 1, 0));
  const current = pics[shown];
  if (!current) {
    return (
      <img className={classes.photo} src={placeholderPhoto(null)} alt={t.interests.noPhotoAlt({ name })} />
    );
  }
  const go = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <>
      <img
        className={classes.photo}
        src={current.url}
        alt={t.interests.photoAlt({ name, n: shown + 1, total: count })}
        loading="lazy"
        decoding="async"
      />
      {count > 1 ? (
        <>
          <ActionIcon
            className={`${classes.navButton} ${classes.prev}`}
            variant="white"
            color="navy.9"
            radius="xl"
            size="lg"
            aria-label={t.profileView.previousPhoto}
            onClick={() => go(-1)}
          >
            <IconChevronLeft aria-hidden size={20} />
          </ActionIcon>
          <ActionIcon
            className={`${classes.navButton} ${classes.next}`}
            variant="white"
            color="navy.9"
            radius="xl"
            size="lg"
            aria-label={t.profileView.nextPhoto}
            onClick={() => go(1)}
          >
            <IconChevronRight aria-hidden size={20} />
          </ActionIcon>
          <span className={classes.counter} aria-hidden>
            {localNumber(shown + 1)}/{localNumber(count)}
          </span>
        </>
      ) : null}
    </>
  );
}
