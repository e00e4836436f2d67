export { CompatibilityChart } from './CompatibilityChart';
export type { CompatibilityChartProps, CompatibilityRow, SupportValue } from './CompatibilityChart';
