import { scaleBand as d3ScaleBand, scaleLinear as d3ScaleLinear, scalePoint as d3ScalePoint } from "d3-scale";

/*
 * The three scales the charts use, straight from d3-scale with @visx/scale's option-object call shape.
 * @visx/scale runs every scale through one pipeline of operators that imports d3-time and
 * d3-time-format, so each chart page evaluated calendars and locales it never used while loading
 * (~16 ms of a throttled phone's start-up, on ouvidoria), and shipped them.
 */

type Range = [number, number];

type Category = string | number;

/** A band or point scale: the categories in order, the pixels they span, and the gap between them (0 to 1). */
interface CategoryScaleOptions<T extends Category> {
  domain: T[];
  range: Range;
  padding?: number;
}

export function scaleBand<T extends Category>({ domain, range, padding = 0 }: CategoryScaleOptions<T>) {
  return d3ScaleBand<T>().domain(domain).range(range).padding(padding);
}

export function scalePoint<T extends Category>({ domain, range, padding = 0 }: CategoryScaleOptions<T>) {
  return d3ScalePoint<T>().domain(domain).range(range).padding(padding);
}

export function scaleLinear({ domain, range, nice = false }: { domain: Range; range: Range; nice?: boolean }) {
  const scale = d3ScaleLinear().domain(domain).range(range);
  return nice ? scale.nice() : scale;
}
