import {
  readRefusal,
  type ExportColumn,
  type ImportResult,
  type ImportRowProblem,
  type RefusalCode,
} from '@labelwise/contract';
import {
  Box,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  FormField,
  Stack,
  Table,
  Text,
  Upload,
  type UploadItem,
} from '@labelwise/ui';
import { useState } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import { isHttpError } from '../request/httpError';
import { messages as refusalMessages } from '../request/refusals.messages';
import { useAdminRuntime } from '../runtime/adminRuntime';
import { useUploadLimit } from '../runtime/useUploadLimit';
import { messages } from './crud.messages';
import { sheetName } from './listExport';
import { messages as sharedMessages } from './shared.messages';

/** Words in the operator's language (a message), or a name that reads the same in every language (macOS, Deutsch). */
type Word = MessageDescriptor | string;

/** A header that names other words ("Description (Deutsch)"): its message and the words it puts in. */
export interface ImportHeader {
  message: MessageDescriptor;
  values: Readonly<Record<string, Word>>;
}

/** One column of an import template: the field it fills, its header, and the words for its coded values. */
export interface ImportColumnDef {
  key: string;
  header: MessageDescriptor | ImportHeader;
  /** Words for coded values: a message, or a name that reads the same in every language (macOS). */
  labels?: Readonly<Record<string, Word>>;
}

/** Rows added from an .xlsx template (`<baseUrl>/import-template`, `<baseUrl>/import`), all or none. */
export interface ImportDeclaration {
  columns: readonly ImportColumnDef[];
  /** What the template cannot say, shown under the introduction (imported users' initial password). */
  note?: MessageDescriptor;
}

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  baseUrl: string;
  /** The page's title: it names the template's sheet and file. */
  title: string;
  declaration: ImportDeclaration;
  /** After rows were imported (the list reloads). */
  onImported: () => void;
}

const Problems = styled.div`
  max-height: 320px;
  overflow: auto;
`;

/** The template's columns as the API takes them: headers and coded values in the operator's language. */
export function templateColumns(intl: IntlShape, declaration: ImportDeclaration): ExportColumn[] {
  const word = (w: Word) => (typeof w === 'string' ? w : intl.formatMessage(w));
  const words = (values: Readonly<Record<string, Word>>) =>
    Object.fromEntries(Object.entries(values).map(([key, w]) => [key, word(w)]));
  return declaration.columns.map(({ key, header, labels }) => ({
    key,
    header: 'message' in header ? intl.formatMessage(header.message, words(header.values)) : word(header),
    ...(labels ? { labels: words(labels) } : {}),
  }));
}

type Outcome = { kind: 'refused'; message: string; rows: ImportRowProblem[] } | null;

/**
 * Import from Excel: the template to download (headers in the operator's language), the filled-in file to upload,
 * and, when the API refuses rows, each problem by sheet row and column in the operator's language. Nothing is stored
 * unless every row is accepted.
 */
export function ImportDialog({ open, onOpenChange, baseUrl, title, declaration, onImported }: ImportDialogProps) {
  const intl = useIntl();
  const { client, notify } = useAdminRuntime();
  const maxSizeMb = useUploadLimit();
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const columns = templateColumns(intl, declaration);
  const headerOf = (key: string) => columns.find((column) => column.key === key)?.header ?? key;
  const items: UploadItem[] = file ? [{ id: 'picked', name: file.name, sizeBytes: file.size, status: 'done' }] : [];

  const reset = () => {
    setFile(null);
    setMissingFile(false);
    setOutcome(null);
  };

  const downloadTemplate = () =>
    void client.downloadFile(`${baseUrl}/import-template`, {
      data: { columns, sheet: sheetName(title) },
      fileName: `${sheetName(intl.formatMessage(messages.templateFile, { title }))}.xlsx`,
    });

  const submit = async () => {
    if (!file) {
      setMissingFile(true);
      return;
    }
    setBusy(true);
    setOutcome(null);
    const form = new FormData();
    form.append('columns', JSON.stringify(columns));
    form.append('file', file, file.name);
    try {
      const result = await client.request<ImportResult>(`${baseUrl}/import`, {
        method: 'POST',
        body: form,
        silent: true,
      });
      notify({
        type: 'success',
        message: intl.formatMessage(messages.imported, { count: result.imported }),
        variant: 'message',
      });
      reset();
      onOpenChange(false);
      onImported();
    } catch (error) {
      if (!isHttpError(error)) throw error;
      const rows = rowProblems(error.data);
      setOutcome({ kind: 'refused', message: error.message, rows });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={intl.formatMessage(messages.importXlsx)}
        width={640}
        footer={
          <>
            <DialogClose asChild>
              <Button>{intl.formatMessage(sharedMessages.cancel)}</Button>
            </DialogClose>
            <Button variant="primary" loading={busy} onClick={() => void submit()}>
              {intl.formatMessage(messages.importAction)}
            </Button>
          </>
        }
      >
        <Stack gap={3}>
          <Text size="sm">{intl.formatMessage(messages.importIntro)}</Text>
          {declaration.note ? (
            <Text size="sm" data-import-note>
              {intl.formatMessage(declaration.note)}
            </Text>
          ) : null}
          <Box>
            <Button size="small" onClick={downloadTemplate}>
              {intl.formatMessage(messages.downloadTemplate)}
            </Button>
          </Box>
          <FormField
            label={intl.formatMessage(messages.importFile)}
            required
            error={missingFile ? intl.formatMessage(messages.importChooseFile) : undefined}
          >
            <Upload
              accept={['xlsx']}
              {...(maxSizeMb ? { maxSizeMb } : {})}
              maxCount={1}
              files={items}
              onFilesSelected={(picked) => {
                setFile(picked[0] ?? null);
                setMissingFile(false);
                setOutcome(null);
              }}
              onRemove={() => setFile(null)}
            />
          </FormField>
          {outcome ? <Refusal message={outcome.message} rows={outcome.rows} headerOf={headerOf} /> : null}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/** Why the import stored nothing, announced, above the rows it names. */
function Refusal(props: { message: string; rows: ImportRowProblem[]; headerOf: (key: string) => string }) {
  return (
    <Stack gap={2} role="alert">
      <Text size="sm" tone="danger">
        {props.message}
      </Text>
      {props.rows.length > 0 ? <ProblemsTable rows={props.rows} headerOf={props.headerOf} /> : null}
    </Stack>
  );
}

/** Each refused row's problems: the sheet row, the column by its header, the reason in the operator's language. */
function ProblemsTable({ rows, headerOf }: { rows: ImportRowProblem[]; headerOf: (key: string) => string }) {
  const intl = useIntl();
  return (
    <Problems>
      <Table
        caption={intl.formatMessage(messages.problemsTitle)}
        rowKey={(row) => `${row.row}-${row.column}`}
        rows={rows}
        columns={[
          { key: 'row', header: intl.formatMessage(messages.problemRow), align: 'right', width: 72 },
          { key: 'column', header: intl.formatMessage(messages.problemColumn), render: (row) => headerOf(row.column) },
          {
            key: 'reason',
            header: intl.formatMessage(messages.problemReason),
            render: (row) => intl.formatMessage(refusalMessages[row.reason], row.params),
          },
        ]}
      />
    </Problems>
  );
}

/** The refused rows an `importRows` refusal lists, each with a reason this build knows. */
function rowProblems(data: unknown): ImportRowProblem[] {
  if (readRefusal(data)?.reason !== 'importRows') return [];
  const rows = (data as { rows?: unknown }).rows;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((raw: unknown) => {
    const refusal = readRefusal(raw);
    const { row, column } = (raw ?? {}) as { row?: unknown; column?: unknown };
    if (!refusal || typeof row !== 'number' || typeof column !== 'string') return [];
    return [{ row, column, reason: refusal.reason satisfies RefusalCode, params: refusal.params }];
  });
}
