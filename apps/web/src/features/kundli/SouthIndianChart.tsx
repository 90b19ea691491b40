import type { KundliChart } from '@jodi/contract';
import { BodyLabel, ChartFrame, SignNumber } from './ChartParts';
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
import { useKundliTexts } from './texts';

/**
 * The South Indian (square) chart: the signs in fixed cells clockwise from Pisces at the top left,
 * the Lagna's cell marked by a line across its corner and its own label, the title in the centre.
 */
export function SouthIndianChart({ chart }: { chart: KundliChart }) {
  const { texts, language } = useKundliTexts();
  const bySign = bodiesBySign(chart);
  const inner = SOUTH_CELL_SIZE;
  return (
    <ChartFrame chart={chart} style="south" texts={texts} language={language}>
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
    </ChartFrame>
  );
}
