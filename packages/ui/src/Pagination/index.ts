export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { computePager, pageCountOf, clampPage, pageAfterSizeChange, type PagerItem } from './paginationLogic';
