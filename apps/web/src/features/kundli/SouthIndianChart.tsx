import type { KundliChart } from '@jodi/contract';
import { useId } from 'react';
import { BodyLabel, HouseList, SignNumber } from './ChartParts';
import {
  bodiesByHouse,
  bodiesBySign,
  CHART_SIZE,
  placeLabels,
  SOUTH_CELL_SIZE,
  SOUTH_CELLS,
  southCellLayout,
  southLagnaMark,
} from './geometry';
import classes from './Kundli.module.css';
import { fill, useKundliTexts } from './texts';

/**
 * The South Indian (square) chart: the signs in fixed cells clockwise from Pisces at the top left,
 * the Lagna's cell marked by a line across its corner and its own label, the title in the centre.
 */
export function SouthIndianChart({ chart }: { chart: KundliChart }) {
  const { texts, language } = useKundliTexts();
  const titleId = useId();
  const bySign = bodiesBySign(chart);
  const label = fill(texts.chartLabel, {
    style: texts.south,
    sign: texts.signs[chart.ascendant.sign - 1] ?? '',
  });
  const inner = SOUTH_CELL_SIZE;
  return (
    <figure className={classes.figure} data-chart="south">
      <svg
        viewBox={`0 0 ${CHART_SIZE} ${CHART_SIZE}`}
        role="img"
        aria-labelledby={titleId}
        className={classes.chart}
      >
        <title id={titleId}>{label}</title>
        <rect x={1} y={1} width={CHART_SIZE - 2} height={CHART_SIZE - 2} className={classes.frame} />
        {SOUTH_CELLS.map((cell) => {
          const { polygon, sign, anchor } = southCellLayout(cell);
          const here = bySign.get(cell.sign) ?? [];
          const points = placeLabels(polygon, anchor, sign, here.length);
          const lagna = cell.sign === chart.ascendant.sign;
          const mark = southLagnaMark(cell);
          return (
            <g key={cell.sign} data-sign={cell.sign} data-lagna={lagna || undefined}>
              <rect
                x={cell.x}
                y={cell.y}
                width={cell.size}
                height={cell.size}
                className={classes.line}
                fill="none"
              />
              {lagna ? (
                <line
                  x1={mark[0].x}
                  y1={mark[0].y}
                  x2={mark[1].x}
                  y2={mark[1].y}
                  className={classes.lagnaMark}
                />
              ) : null}
              <SignNumber sign={cell.sign} at={sign} language={language} />
              {here.map((body, i) => (
                <BodyLabel key={body} body={body} at={points[i] ?? anchor} texts={texts} />
              ))}
            </g>
          );
        })}
        <text x={CHART_SIZE / 2} y={CHART_SIZE / 2} fontSize={16} className={classes.centreTitle}>
          {texts.centre}
        </text>
        {/* The centre 2 x 2 is one open square: no lines inside it. */}
        <rect x={inner} y={inner} width={inner * 2} height={inner * 2} className={classes.line} fill="none" />
      </svg>
      <HouseList chart={chart} bodies={bodiesByHouse(chart)} texts={texts} language={language} />
    </figure>
  );
}
