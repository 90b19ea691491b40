import { Badge } from '@mantine/core';
import { t } from '../i18n';

/** 'Profile Score: N' in the top bar; nothing until a score is known. */
export function ProfileScore({ score }: { score?: number | null }) {
  if (typeof score !== 'number') return null;
  return (
    <Badge color="lightBlue" variant="light" size="lg" radius="sm" tt="none">
      {t.topBar.profileScore(score)}
    </Badge>
  );
}
