import type { Badges } from '@jodi/contract';
import { IconBriefcase, IconCoin, IconHome, IconShieldCheck } from '@tabler/icons-react';
import { t } from '../i18n';
import classes from './ProfileBadges.module.css';

const BADGES = [
  { key: 'identity', icon: IconShieldCheck },
  { key: 'job', icon: IconBriefcase },
  { key: 'income', icon: IconCoin },
  { key: 'property', icon: IconHome },
] as const;

interface ProfileBadgesProps {
  badges: Badges | undefined;
  /** 'md': 14 px text (cards, the top bar); 'lg': 16 px (the profile view). */
  size?: 'md' | 'lg';
  /** On a phone only the icons show, their labels still read out (the top bar's narrow room). */
  iconsOnPhone?: boolean;
}

/** A profile's verification badges: only those that are true (spec 6 decides which the viewer gets). */
export function ProfileBadges({ badges, size = 'md', iconsOnPhone = false }: ProfileBadgesProps) {
  const shown = BADGES.filter((badge) => badges?.[badge.key]);
  if (shown.length === 0) return null;
  const className = [classes.list, size === 'lg' ? classes.lg : '', iconsOnPhone ? classes.iconsOnPhone : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={className} aria-label={t.badges.label}>
      {shown.map(({ key, icon: Icon }) => {
        const label = t.badges[key];
        return (
          <li key={key} className={classes.badge} title={iconsOnPhone ? label : undefined}>
            <Icon aria-hidden size={size === 'lg' ? 20 : 18} stroke={2} />
            <span className={classes.label}>{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
