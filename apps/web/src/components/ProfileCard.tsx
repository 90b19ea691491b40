import type { ProfileCard as ProfileCardData } from '@jodi/contract';
import { Badge, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';
import { formatHeight } from '../lib/height';
import { placeholderPhoto } from '../lib/profile';
import { BlurredPhotoNote } from './BlurredPhotoNote';
import { ProfileBadges } from './ProfileBadges';
import classes from './ProfileCard.module.css';

interface ProfileCardProps {
  profile: ProfileCardData;
  /** Where a click leads: the profile's view. */
  href: string;
  /** Smaller, for rows such as similar profiles. */
  compact?: boolean;
  /** One of the first cards on screen: its photo loads at once, first (it is what the page paints largest). */
  priority?: boolean;
  /** A mark over the photo's corner (today's picks: 'New'). */
  flag?: ReactNode;
  /** More lines and actions under the facts (matches: the fit and 'Not now'); they sit above the card's link. */
  children?: ReactNode;
  /** The card's own action at its foot (members: 'Send interest', the profile view's); not on compact cards. */
  action?: ComponentType<CardActionProps>;
}

/** What a card's `action` is given: the card's profile and the class of its box. */
export interface CardActionProps {
  profileId: string;
  /** The profile's name, for the action's accessible name. */
  name: string;
  gender?: string | null;
  className?: string;
}

/**
 * A listing card: photo (or placeholder), name, age, height, city, occupation and true badges. A
 * blurred photo (the member's privacy choice) says under it why. An `action` (members: 'Send
 * interest') sits at its foot (not on compact cards). On a phone the photo sits beside the text, so two cards and more fit
 * a screen.
 */
export function ProfileCard({
  profile,
  href,
  compact = false,
  priority = false,
  flag,
  children,
  action: Action,
}: ProfileCardProps) {
  const facts = [
    profile.age === null ? null : t.listing.age({ age: profile.age }),
    formatHeight(profile.height),
  ].filter(Boolean);
  const place = [profile.current_city, compact ? null : profile.occupation].filter(Boolean);
  return (
    <article className={compact ? `${classes.card} ${classes.compact}` : classes.card}>
      <img
        className={classes.photo}
        src={profile.primary_profile_pic ?? placeholderPhoto(profile.gender)}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      {profile.photos_blurred && profile.primary_profile_pic ? (
        <div className={classes.photoNote}>
          <BlurredPhotoNote gender={profile.gender} />
        </div>
      ) : null}
      {flag ? <div className={classes.flag}>{flag}</div> : null}
      <div className={classes.body}>
        {profile.boosted ? (
          // Decision 32: a boosted place says so, so nobody reads it as a better fit.
          <Badge
            variant="light"
            color="orange"
            radius="sm"
            tt="none"
            title={t.listing.boostedExplained}
            className={classes.boosted}
          >
            {t.listing.boosted}
            <VisuallyHidden>: {t.listing.boostedExplained}</VisuallyHidden>
          </Badge>
        ) : null}
        <h3 className={classes.name}>
          <Link to={href} className={classes.link}>
            {profile.name || t.listing.unnamed}
          </Link>
        </h3>
        {facts.length > 0 ? (
          <Text size="sm" c="dimmed">
            {facts.join(' · ')}
          </Text>
        ) : null}
        {place.length > 0 ? (
          <Text size="sm" lineClamp={1}>
            {place.join(' · ')}
          </Text>
        ) : null}
        {profile.gunmilan_total === null ? null : (
          <Text size="sm" fw={600} c="navy.9">
            {t.listing.gunMilan({ total: profile.gunmilan_total })}
          </Text>
        )}
        {compact ? null : <ProfileBadges badges={profile.badges} />}
        {children ? <div className={classes.extra}>{children}</div> : null}
      </div>
      {compact || !Action ? null : (
        <Action
          profileId={profile.id}
          name={profile.name || t.listing.unnamed}
          gender={profile.gender}
          className={classes.actions}
        />
      )}
    </article>
  );
}

/** The card's shape while the listing loads. */
export function ProfileCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <Skeleton className={classes.photo} radius={0} />
      <div className={classes.body}>
        <Skeleton height={18} width="60%" />
        <Skeleton height={12} width="80%" mt={6} />
        <Skeleton height={12} width="50%" mt={4} />
      </div>
    </div>
  );
}
