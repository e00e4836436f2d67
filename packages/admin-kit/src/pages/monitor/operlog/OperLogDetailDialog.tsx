import type { OperLogDetail } from '@labelwise/contract';
import { Button, DescriptionList, DescriptionListItem, Dialog, DialogClose, DialogContent } from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { messages as pageMessages } from '../../pages.messages';
import { diffRows } from './diffRows';
import { actionMessage } from './logLabels';
import { moduleTitle, targetTitle } from './logModules';
import { messages } from './operlog.messages';

const Changes = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm}px;

  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    padding-bottom: ${({ theme }) => theme.space[2]}px;
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[2]}px`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  tr[data-changed='true'] {
    background: ${({ theme }) => theme.color.warningSubtle};
  }
  tr[data-changed='true'] th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  /* Struck through and underlined in the text colour: status colours are too light on the marked row. */
  del,
  ins {
    color: ${({ theme }) => theme.color.text};
  }
  ins {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .mark {
    margin-inline-start: ${({ theme }) => theme.space[2]}px;
    padding: 0 ${({ theme }) => theme.space[1]}px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    border: 1px solid ${({ theme }) => theme.color.warning};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xs}px;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  .none {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface OperLogDetailDialogProps {
  entry: OperLogDetail | null;
  onClose: () => void;
}

/** One operation: who, when, where from, and the record field by field before and after, changed fields marked. */
export function OperLogDetailDialog({ entry, onClose }: OperLogDetailDialogProps) {
  const intl = useIntl();
  const rows = entry ? diffRows(entry.before, entry.after) : [];
  const changedCount = rows.filter((row) => row.changed).length;
  const value = (text: string | undefined, changed: boolean, kind: 'before' | 'after') => {
    if (text === undefined) return <span className="none">—</span>;
    const shown = text === '' ? intl.formatMessage(messages.empty) : text;
    if (!changed) return shown;
    return kind === 'before' ? <del>{shown}</del> : <ins>{shown}</ins>;
  };
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      {entry ? (
        <DialogContent
          title={intl.formatMessage(messages.detailTitle)}
          description={`${moduleTitle(intl, entry.module)} · ${intl.formatMessage(actionMessage(entry.action))}`}
          width={760}
          footer={
            <DialogClose asChild>
              <Button>{intl.formatMessage(pageMessages.close)}</Button>
            </DialogClose>
          }
        >
          <DescriptionList gap={1} termWidth="sm">
            <DescriptionListItem term={intl.formatMessage(messages.target)}>
              {[targetTitle(intl, entry.targetName), entry.targetId && `#${entry.targetId}`].filter(Boolean).join(' ')}
            </DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.operator)}>{entry.operName}</DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.time)}>
              {intl.formatDate(entry.operTime, { dateStyle: 'medium', timeStyle: 'medium' })}
            </DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.ip)}>{entry.operIp}</DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.request)}>
              {`${entry.requestMethod} ${entry.operUrl}`}
            </DescriptionListItem>
            <DescriptionListItem term={intl.formatMessage(messages.status)}>
              {intl.formatMessage(entry.status === '0' ? messages.succeeded : messages.failed)}
            </DescriptionListItem>
          </DescriptionList>
          {rows.length === 0 ? (
            <p>{intl.formatMessage(messages.noFields)}</p>
          ) : (
            <Changes>
              <caption>
                {intl.formatMessage(messages.changes)} —{' '}
                {intl.formatMessage(messages.changedCount, { count: changedCount })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.field)}</th>
                  <th scope="col">{intl.formatMessage(messages.before)}</th>
                  <th scope="col">{intl.formatMessage(messages.after)}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.field} data-changed={row.changed}>
                    <th scope="row">
                      {row.field}
                      {row.changed ? <span className="mark">{intl.formatMessage(messages.changed)}</span> : null}
                    </th>
                    <td>{value(row.before, row.changed, 'before')}</td>
                    <td>{value(row.after, row.changed, 'after')}</td>
                  </tr>
                ))}
              </tbody>
            </Changes>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
