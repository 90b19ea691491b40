import type { KundliChart } from '@jodi/contract';
import type { Language } from '@jodi/i18n';
import { VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import {
  bodiesByHouse,
  CHART_SIZE,
  type ChartBody,
  GRAHA_FONT,
  type Point,
  SIGN_FONT,
  signOfHouse,
} from './geometry';
import classes from './Kundli.module.css';
import { fill, type KundliTexts, numeral } from './texts';

/** One body's short name drawn at a point (the Lagna in its own colour and weight). */
export function BodyLabel({ body, at, texts }: { body: ChartBody; at: Point; texts: KundliTexts }) {
  return (
    <text
      x={at.x}
      y={at.y}
      fontSize={GRAHA_FONT}
      className={body === 'ascendant' ? `${classes.graha} ${classes.ascendant}` : classes.graha}
      data-body={body}
    >
      {texts.short[body]}
    </text>
  );
}

/** A sign's number, small. */
export function SignNumber({ sign, at, language }: { sign: number; at: Point; language: Language }) {
  return (
    <text x={at.x} y={at.y} fontSize={SIGN_FONT} className={classes.signNumber} data-sign-number={sign}>
      {numeral(language, sign)}
    </text>
  );
}

/**
 * The chart in words, for screen readers (the drawing is one image to them): each house from the
 * Lagna, its sign and the grahas in it.
 */
export function HouseList({
  chart,
  bodies,
  texts,
  language,
}: {
  chart: KundliChart;
  /** The bodies in each house, 1..12. */
  bodies: Map<number, ChartBody[]>;
  texts: KundliTexts;
  language: Language;
}) {
  return (
    <VisuallyHidden>
      <ul aria-label={texts.listLabel}>
        {Array.from({ length: 12 }, (_, i) => {
          const house = i + 1;
          const sign = signOfHouse(chart.ascendant.sign, house);
          const names = (bodies.get(house) ?? []).map((body) => texts.names[body]);
          const values = {
            house: numeral(language, house),
            sign: texts.signs[sign - 1] ?? '',
            grahas: names.join(', '),
          };
          return <li key={house}>{fill(names.length > 0 ? texts.house : texts.houseEmpty, values)}</li>;
        })}
      </ul>
    </VisuallyHidden>
  );
}

/**
 * What both chart styles share: the figure, the square drawing named for screen readers ("North
 * Indian chart, Lagna in …"), its outer frame, and the houses in words beside it.
 */
export function ChartFrame({
  chart,
  style,
  texts,
  language,
  children,
}: {
  chart: KundliChart;
  style: 'north' | 'south';
  texts: KundliTexts;
  language: Language;
  children: ReactNode;
}) {
  const titleId = useId();
  const label = fill(texts.chartLabel, {
    style: texts[style],
    sign: texts.signs[chart.ascendant.sign - 1] ?? '',
  });
  return (
    <figure className={classes.figure} data-chart={style}>
      <svg
        viewBox={`0 0 ${CHART_SIZE} ${CHART_SIZE}`}
        role="img"
        aria-labelledby={titleId}
        className={classes.chart}
      >
        <title id={titleId}>{label}</title>
        <rect x={1} y={1} width={CHART_SIZE - 2} height={CHART_SIZE - 2} className={classes.frame} />
        {children}
      </svg>
      <HouseList chart={chart} bodies={bodiesByHouse(chart)} texts={texts} language={language} />
    </figure>
  );
}
