/** The chart library's scales: loaded on first use, by the report pages only. */
export { scaleBand, scaleLinear, scalePoint } from '@visx/vendor/d3-scale';
