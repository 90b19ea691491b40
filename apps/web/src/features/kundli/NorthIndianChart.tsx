import type { KundliChart } from '@jodi/contract';
import { BodyLabel, ChartFrame, SignNumber } from './ChartParts';
import {
  bodiesByHouse,
  CHART_SIZE,
  NORTH_HOUSES,
  NORTH_LINES,
  placeLabels,
  pointsAttribute,
  signOfHouse,
} from './geometry';
import classes from './Kundli.module.css';
import { useKundliTexts } from './texts';

/**
 * The North Indian (diamond) chart: house 1, the Lagna, at the top centre and the houses anti-clockwise,
 * each with its sign's number and its grahas. One image to a screen reader, with the houses in words
 * beside it.
 */
export function NorthIndianChart({ chart }: { chart: KundliChart }) {
  const { texts, language } = useKundliTexts();
  const bodies = bodiesByHouse(chart);
  return (
    <ChartFrame chart={chart} style="north" texts={texts} language={language}>
      {NORTH_LINES.map(([a, b]) => (
        <line
          key={`${a.x},${a.y}-${b.x},${b.y}`}
          x1={a.x}
          y1={a.y}
          x2={b.x}
          y2={b.y}
          className={classes.line}
        />
      ))}
      {NORTH_HOUSES.map(({ house, polygon, sign, anchor }) => {
        const here = bodies.get(house) ?? [];
        const points = placeLabels(polygon, anchor, sign, here.length);
        return (
          <g key={house} data-house={house}>
            <polygon points={pointsAttribute(polygon)} fill="none" />
            <SignNumber sign={signOfHouse(chart.ascendant.sign, house)} at={sign} language={language} />
            {here.map((body, i) => (
              <BodyLabel key={body} body={body} at={points[i] ?? anchor} texts={texts} />
            ))}
          </g>
        );
      })}
    </ChartFrame>
  );
}
