export { Icon, iconSizes } from './Icon';
export type { IconComponent, IconProps, IconSize } from './Icon';
export * from './icons';
