export { RadioGroup, RadioGroupItem, radioGroupOrientations } from './RadioGroup';
export type { RadioGroupItemProps, RadioGroupOrientation, RadioGroupProps } from './RadioGroup';
