import type { ManglikReading } from '@jodi/contract';
import { Badge } from '@mantine/core';
import { useKundliTexts } from './texts';

/**
 * The Manglik verdict computed from the birth chart, marked "from the birth chart" so that it is not
 * taken for what the member declared. The profile's Mangal dosh row shows it (loaded with the chart's
 * texts, only for a profile that has a chart).
 */
export function ManglikVerdict({ manglik }: { manglik: Pick<ManglikReading, 'verdict'> }) {
  const { texts } = useKundliTexts();
  return (
    <span data-verdict={manglik.verdict}>
      <span>{texts.verdicts[manglik.verdict]}</span>{' '}
      <Badge component="span" variant="light" color="navy" size="md" radius="sm" tt="none" fw={600}>
        {texts.fromChart}
      </Badge>
    </span>
  );
}
