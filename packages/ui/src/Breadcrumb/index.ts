export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbProps, BreadcrumbItem, BreadcrumbHome } from './Breadcrumb';
