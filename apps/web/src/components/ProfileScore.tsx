import { Badge } from '@mantine/core';
import { t } from '../i18n';

/** 'Profile Score: N' in the top bar; nothing until a score is known. Navy on pale blue: 11:1, on the navy bar too. */
export function ProfileScore({ score }: { score?: number | null }) {
  if (typeof score !== 'number') return null;
  return (
    <Badge color="lightBlue.1" c="navy.9" variant="filled" size="lg" radius="sm" tt="none">
      {t.topBar.profileScore({ score })}
    </Badge>
  );
}
