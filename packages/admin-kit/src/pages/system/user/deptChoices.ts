import type { Dept } from '@labelwise/contract';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ChoiceOption } from '../../../crud';
import { useAdminRuntime } from '../../../shell/runtime';
import { deptTree } from '../dept/deptTree';
import { messages } from './user.messages';

/** The department choice of a user in no department (a select's value cannot be empty; ids start at 1). */
export const NO_DEPT = '0';

/**
 * The departments as select choices, in tree order and indented by depth, as the department form's parent picker
 * shows them; a disabled one says so. Without `enabled` (the user may not list departments) nothing is asked and
 * the choices stay empty.
 */
export function useDeptChoices(enabled: boolean): ChoiceOption[] {
  const intl = useIntl();
  const { client } = useAdminRuntime();
  const [depts, setDepts] = useState<Dept[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    client
      .get<Dept[]>('/system/dept/list')
      .then((rows) => {
        if (live) setDepts(Array.isArray(rows) ? rows : []);
      })
      .catch(() => undefined); // reported by the request layer; the choices stay empty
    return () => {
      live = false;
    };
  }, [client, enabled]);
  return useMemo(
    () =>
      deptTree(depts).map(({ dept, depth }) => ({
        value: String(dept.deptId),
        label:
          dept.status === '1' ? intl.formatMessage(messages.disabledChoice, { name: dept.deptName }) : dept.deptName,
        depth,
      })),
    [depts, intl],
  );
}
