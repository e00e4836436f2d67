import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
  type TableColumn,
} from '@labelwise/ui';
import { useIntl } from 'react-intl';
import { hideableColumns, withColumn } from './columnView';
import { messages } from './crud.messages';

export interface ColumnsMenuProps {
  /** The list's columns (those the operator may not hide are left out of the menu). */
  columns: readonly Pick<TableColumn<unknown>, 'key' | 'header' | 'rowHeader'>[];
  hidden: readonly string[];
  onHiddenChange(hidden: string[]): void;
}

/** RuoYi's "columns" toolbar control: one check item per column; the menu stays open between choices. */
export function ColumnsMenu({ columns, hidden, onHiddenChange }: ColumnsMenuProps) {
  const intl = useIntl();
  const hideable = hideableColumns(columns);
  if (hideable.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button">{intl.formatMessage(messages.columns)}</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{intl.formatMessage(messages.columnsShown)}</DropdownMenuLabel>
        {hideable.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.key}
            checked={!hidden.includes(column.key)}
            onCheckedChange={(checked) => onHiddenChange(withColumn(columns, hidden, column.key, checked))}
            onSelect={(event) => event.preventDefault()}
          >
            {column.header}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
