import type { Badges } from '@jodi/contract';
import { Badge, Group } from '@mantine/core';
import { IconBriefcase, IconCoin, IconHome, IconShieldCheck } from '@tabler/icons-react';
import { t } from '../i18n';

const BADGES = [
  { key: 'identity', label: t.badges.identity, icon: IconShieldCheck },
  { key: 'job', label: t.badges.job, icon: IconBriefcase },
  { key: 'income', label: t.badges.income, icon: IconCoin },
  { key: 'property', label: t.badges.property, icon: IconHome },
] as const;

/** A profile's verification badges: only those that are true (spec 6 decides which the viewer gets). */
export function ProfileBadges({
  badges,
  size = 'sm',
}: {
  badges: Badges | undefined;
  size?: 'xs' | 'sm' | 'md';
}) {
  const shown = BADGES.filter((badge) => badges?.[badge.key]);
  if (shown.length === 0) return null;
  return (
    <Group gap={6} aria-label={t.badges.label} role="list">
      {shown.map(({ key, label, icon: Icon }) => (
        <Badge
          key={key}
          role="listitem"
          size={size}
          color="green"
          c="#1f6b30"
          variant="light"
          tt="none"
          leftSection={<Icon aria-hidden size={12} />}
        >
          {label}
        </Badge>
      ))}
    </Group>
  );
}
