import type { ChartStyle, KundliChart, ManglikReading } from '@jodi/contract';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { t } from '../../i18n';
import { ManglikVerdict } from './ManglikVerdict';
import { NorthIndianChart } from './NorthIndianChart';
import { SouthIndianChart } from './SouthIndianChart';
import { useKundliTexts } from './texts';
import { useChartStyle } from './useChartStyle';

// The profile's Mangal dosh row loads the verdict from this chunk too (profile-view/DetailTabs.tsx).
export { ManglikVerdict } from './ManglikVerdict';

interface KundliPanelProps {
  kundli: KundliChart;
  /** The Manglik reading of the same chart, with the server's explanation in the viewer's language. */
  manglik?: ManglikReading | null;
}

/**
 * A profile's birth chart (members only; the server sends none to visitors): the chart in the
 * member's style, North or South Indian (saved with the member), and the Manglik reading computed
 * from it, marked as such, with its explanation.
 */
export function KundliPanel({ kundli, manglik = null }: KundliPanelProps) {
  const { texts } = useKundliTexts();
  const [style, setStyle] = useChartStyle();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" data-testid="kundli-panel">
      <Title order={2} fz="h4" id={headingId}>
        {texts.title}
      </Title>
      <SegmentedControl
        aria-label={texts.style}
        value={style}
        onChange={(value) => void setStyle(value as ChartStyle)}
        data={[
          { value: 'north', label: texts.north },
          { value: 'south', label: texts.south },
        ]}
        color="navy.9"
        size="md"
        style={{ alignSelf: 'flex-start' }}
      />
      {style === 'south' ? <SouthIndianChart chart={kundli} /> : <NorthIndianChart chart={kundli} />}
      {manglik ? (
        <Stack gap={6}>
          <Title order={3} fz="md">
            {t.labels.fields.mangal_dosh}
          </Title>
          <Text fw={600}>
            <ManglikVerdict manglik={manglik} />
          </Text>
          <Text>{manglik.explanation}</Text>
        </Stack>
      ) : null}
    </Stack>
  );
}
