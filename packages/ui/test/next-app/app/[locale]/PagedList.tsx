'use client';

import { Pagination } from '@labelwise/ui';
import { useState } from 'react';

/** A pager with a bad prop: pagerCount must be odd. Development throws; production renders. */
export function PagedList() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageSize={10} total={100} pagerCount={4} onPageChange={setPage} />;
}
