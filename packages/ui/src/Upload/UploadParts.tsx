import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { messages } from './Upload.messages';
import * as S from './Upload.styles';
import type { UploadItem } from './Upload.types';
import { CheckIcon, CloseIcon, ErrorIcon, FileIcon, ImageIcon, TrashIcon } from './UploadIcons';
import type { UploadRejection } from './validateFiles';

function formatSize(intl: IntlShape, bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

function ItemStatus({
  item,
  intl,
  compact = false,
}: {
  item: UploadItem;
  intl: IntlShape;
  compact?: boolean;
}): ReactNode {
  if (item.status === 'uploading') {
    const progress = Math.min(100, Math.max(0, Math.round(item.progress ?? 0)));
    const percent = intl.formatNumber(progress / 100, { style: 'percent' });
    return (
      <>
        {!compact && (
          <S.Status data-status="uploading">{intl.formatMessage(messages.uploadingStatus, { percent })}</S.Status>
        )}
        <S.Progress
          role="progressbar"
          aria-label={intl.formatMessage(messages.uploading, { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={percent}
        >
          <S.ProgressFill style={{ width: `${progress}%` }} />
        </S.Progress>
      </>
    );
  }
  if (item.status === 'error') {
    return (
      <S.Status data-status="error">
        <ErrorIcon />
        {item.error ?? intl.formatMessage(messages.failed)}
      </S.Status>
    );
  }
  return (
    <S.Status data-status="done">
      <CheckIcon />
      {intl.formatMessage(messages.done)}
    </S.Status>
  );
}

interface ItemListProps {
  files: readonly UploadItem[];
  disabled: boolean;
  onRemove: (item: UploadItem) => void;
}

/** Image mode: a thumbnail card per file, with its status and a remove button. */
export function ImageCards({ files, disabled, onRemove }: ItemListProps) {
  const intl = useIntl();
  if (files.length === 0) return null;
  return (
    <S.Cards aria-label={intl.formatMessage(messages.listLabel)}>
      {files.map((item) => (
        <S.Card key={item.id} data-status={item.status}>
          {item.url ? (
            <img src={item.url} alt={item.name} />
          ) : (
            <S.CardPlaceholder>
              <ImageIcon />
              <span>{item.name}</span>
            </S.CardPlaceholder>
          )}
          {item.status !== 'done' && (
            <S.CardFooter data-status={item.status}>
              <ItemStatus item={item} intl={intl} compact />
            </S.CardFooter>
          )}
          <S.CardRemove
            type="button"
            aria-label={intl.formatMessage(messages.remove, { name: item.name })}
            disabled={disabled}
            onClick={() => onRemove(item)}
          >
            <CloseIcon />
          </S.CardRemove>
        </S.Card>
      ))}
    </S.Cards>
  );
}

/** File mode: a row per file with its size, status and a remove button. */
export function FileRows({ files, disabled, onRemove }: ItemListProps) {
  const intl = useIntl();
  if (files.length === 0) return null;
  return (
    <S.FileList aria-label={intl.formatMessage(messages.listLabel)}>
      {files.map((item) => (
        <S.FileRow key={item.id} data-status={item.status}>
          <S.FileIcon aria-hidden>
            <FileIcon />
          </S.FileIcon>
          <S.FileMain>
            <S.FileLine>
              <S.FileName title={item.name}>{item.name}</S.FileName>
              <S.FileMeta>{formatSize(intl, item.sizeBytes)}</S.FileMeta>
            </S.FileLine>
            <ItemStatus item={item} intl={intl} />
          </S.FileMain>
          <S.IconButton
            type="button"
            aria-label={intl.formatMessage(messages.remove, { name: item.name })}
            disabled={disabled}
            onClick={() => onRemove(item)}
          >
            <TrashIcon />
          </S.IconButton>
        </S.FileRow>
      ))}
    </S.FileList>
  );
}

/** The refused files and why, announced as an alert; the live region stays mounted so the next refusal is read. */
export function RejectionNotice({
  rejections,
  onDismiss,
}: {
  rejections: readonly UploadRejection[];
  onDismiss: () => void;
}) {
  const intl = useIntl();
  return (
    <S.Rejections role="alert">
      {rejections.length > 0 && (
        <S.RejectionBox>
          <S.RejectionBody>
            <S.RejectionTitle>
              {intl.formatMessage(messages.rejectedTitle, { count: rejections.length })}
            </S.RejectionTitle>
            <S.RejectionList>
              {rejections.map((rejection, index) => (
                <li key={`${rejection.file.name}-${index}`}>
                  <strong>{rejection.file.name}</strong>
                  <span>{rejection.message}</span>
                </li>
              ))}
            </S.RejectionList>
          </S.RejectionBody>
          <S.IconButton type="button" aria-label={intl.formatMessage(messages.dismiss)} onClick={onDismiss}>
            <CloseIcon />
          </S.IconButton>
        </S.RejectionBox>
      )}
    </S.Rejections>
  );
}

interface UploadHintProps {
  id: string;
  /** No more files fit: say so instead of the usual limits. */
  full: boolean;
  maxCount: number;
  /** The allowed file types, formatted as a short list. */
  types: string;
  maxSizeMb: number;
}

/** The limits under the drop zone (types, size, count), or that no more files fit. */
export function UploadHint({ id, full, maxCount, types, maxSizeMb }: UploadHintProps) {
  const intl = useIntl();
  return (
    <S.Hint id={id}>
      {full
        ? intl.formatMessage(messages.tooMany, { max: maxCount })
        : intl.formatMessage(messages.hint, { types, maxSizeMb, maxCount })}
    </S.Hint>
  );
}
