import type { Dept } from '@labelwise/contract';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ChoiceOption } from '../../../crud';
import { deptTree } from '../dept/deptTree';
import { seededName } from '../shared/seededNames';
import { messages } from './user.messages';
import { useAdminLoad } from '../../../runtime/useAdminLoad';

/** The department choice of a user in no department (a select's value cannot be empty; ids start at 1). */
export const NO_DEPT = '0';

/**
 * The departments as select choices, in tree order and indented by depth, as the department form's parent picker
 * shows them; a disabled one says so. Without `enabled` (the user may not list departments) nothing is asked and
 * the choices stay empty.
 */
export function useDeptChoices(enabled: boolean): ChoiceOption[] {
  const intl = useIntl();
  // A failed load is reported by the request layer; the choices stay empty.
  const { data } = useAdminLoad(enabled ? (client) => client.get<Dept[]>('/system/dept/list') : null, []);
  const depts = useMemo(() => (Array.isArray(data) ? data : []), [data]);
  return useMemo(
    () =>
      deptTree(depts).map(({ dept, depth }) => {
        const name = seededName(intl, 'dept', dept.deptName, dept.deptName);
        return {
          value: String(dept.deptId),
          label: dept.status === '1' ? intl.formatMessage(messages.disabledChoice, { name }) : name,
          depth,
        };
      }),
    [depts, intl],
  );
}
