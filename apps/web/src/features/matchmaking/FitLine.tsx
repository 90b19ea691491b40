import type { Fit } from '@jodi/contract';
import { Badge, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { t } from '../../i18n';
import { fitShort } from './fitText';

/** A dark green that white text reads on at 6.5:1 (Mantine's green.9 gives 4.4:1). */
/** A card's fit in one line, with a mark when it is mutual. */
export function FitLine({ fit, gender }: { fit: Fit; gender: string | null | undefined }) {
  return (
    <>
      {fit.mutual && fit.mine.of + fit.theirs.of > 0 ? (
        <Badge
          color="#1f6b30"
          variant="filled"
          tt="none"
          size="md"
          leftSection={<IconHeartHandshake aria-hidden size={14} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t.fit.mutual}
        </Badge>
      ) : null}
      <Text size="sm" fw={600}>
        {fitShort(fit, gender)}
      </Text>
    </>
  );
}
