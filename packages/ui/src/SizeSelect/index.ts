export { SizeSelect } from './SizeSelect';
export type { SizeSelectProps } from './SizeSelect';
