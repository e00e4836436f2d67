import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { upload } from '../tokens';
import { invariant } from '../utils/invariant';
import { messages } from './Upload.messages';
import * as S from './Upload.styles';
import {
  acceptAttribute,
  defaultAccept,
  normalizeExtensions,
  validateFiles,
  type UploadMode,
  type UploadRejection,
} from './validateFiles';

export type UploadStatus = 'uploading' | 'done' | 'error';

/** A file in the list. The consumer owns uploading and reports progress through these items. */
export interface UploadItem {
  id: string;
  name: string;
  sizeBytes: number;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress?: number;
  /** Where the uploaded file (or its thumbnail, in image mode) can be seen. */
  url?: string;
  /** Why the upload failed, already translated; default "Upload failed". */
  error?: string;
}

export interface UploadProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** `file` lists documents; `image` shows thumbnail cards. Default `file`. */
  mode?: UploadMode;
  /** Each file must be under this many MB. Default 5. */
  maxSizeMb?: number;
  /** Allowed extensions. Default doc/xls/ppt/txt/pdf, or png/jpg/jpeg in image mode. */
  accept?: readonly string[];
  /** Maximum number of files. Default 5. */
  maxCount?: number;
  /** The files to list, with their upload status. */
  files: readonly UploadItem[];
  /** Called with the picked or dropped files that passed validation; start uploading them. */
  onFilesSelected: (files: File[]) => void;
  onRemove: (item: UploadItem) => void;
  /** Called with the refused files, each with its translated message (also listed in the component). */
  onReject?: (rejections: UploadRejection[]) => void;
  disabled?: boolean;
}

const uploadModes: readonly UploadMode[] = ['file', 'image'];

function formatSize(intl: IntlShape, bytes: number): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}

function rejectionMessage(intl: IntlShape, rejection: UploadRejection, types: string): string {
  switch (rejection.code) {
    case 'file-too-large':
      return intl.formatMessage(messages.tooLarge, { max: rejection.maxSizeMb ?? upload.maxSizeMb });
    case 'file-invalid-type':
      return intl.formatMessage(messages.wrongType, { types });
    case 'too-many-files':
      return intl.formatMessage(messages.tooMany, { max: rejection.maxCount ?? upload.maxCount });
  }
}

/**
 * File or image upload: a keyboard-operable drop zone, validation of size, type and count with a clear
 * message per refused file, and a list of files with progress. Uploading itself is the consumer's job.
 */
export const Upload = forwardRef<HTMLDivElement, UploadProps>(function Upload(
  {
    mode = 'file',
    maxSizeMb = upload.maxSizeMb,
    accept,
    maxCount = upload.maxCount,
    files,
    onFilesSelected,
    onRemove,
    onReject,
    disabled = false,
    ...rest
  },
  ref,
) {
  invariant('Upload', uploadModes.includes(mode), `mode must be one of file, image; received '${String(mode)}'.`);
  invariant('Upload', maxSizeMb > 0, `maxSizeMb must be a positive number; received ${String(maxSizeMb)}.`);
  invariant('Upload', Number.isInteger(maxCount) && maxCount >= 1, `maxCount must be a whole number of at least 1; received ${String(maxCount)}.`);
  invariant('Upload', Array.isArray(files), 'files must be an array of UploadItem.');

  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [rejections, setRejections] = useState<UploadRejection[]>([]);
  const [dragging, setDragging] = useState(false);

  const extensions = normalizeExtensions(accept ?? defaultAccept(mode));
  const upper = extensions.map((extension) => extension.toUpperCase());
  const typesList = intl.formatList(upper, { type: 'disjunction' });
  const typesShort = intl.formatList(upper, { type: 'unit', style: 'short' });
  const activeCount = files.filter((file) => file.status !== 'error').length;
  const full = activeCount >= maxCount;
  const blocked = disabled || full;

  function handleFiles(list: FileList | null) {
    if (!list || list.length === 0 || disabled) return;
    const result = validateFiles(Array.from(list), { mode, maxSizeMb, accept: extensions, maxCount, existingCount: activeCount });
    const described = result.rejections.map((rejection) => ({ ...rejection, message: rejectionMessage(intl, rejection, typesList) }));
    setRejections(described);
    if (described.length > 0) onReject?.(described);
    if (result.accepted.length > 0) onFilesSelected(result.accepted);
  }

  function openPicker() {
    if (!blocked) inputRef.current?.click();
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    handleFiles(event.target.files);
    // Let the same file be picked again after it was removed or refused.
    event.target.value = '';
  }

  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (blocked) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (blocked) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!blocked) handleFiles(event.dataTransfer.files);
    },
  };

  const hint = (
    <S.Hint id={hintId}>
      {full && !disabled
        ? intl.formatMessage(messages.tooMany, { max: maxCount })
        : intl.formatMessage(messages.hint, { types: typesShort, maxSizeMb, maxCount })}
    </S.Hint>
  );

  const rejectionBox = (
    <S.Rejections role="alert">
      {rejections.length > 0 && (
        <S.RejectionBox>
          <S.RejectionBody>
            <S.RejectionTitle>{intl.formatMessage(messages.rejectedTitle, { count: rejections.length })}</S.RejectionTitle>
            <S.RejectionList>
              {rejections.map((rejection, index) => (
                <li key={`${rejection.file.name}-${index}`}>
                  <strong>{rejection.file.name}</strong>
                  <span>{rejection.message}</span>
                </li>
              ))}
            </S.RejectionList>
          </S.RejectionBody>
          <S.IconButton type="button" aria-label={intl.formatMessage(messages.dismiss)} onClick={() => setRejections([])}>
            <CloseIcon />
          </S.IconButton>
        </S.RejectionBox>
      )}
    </S.Rejections>
  );

  const input = (
    <input
      ref={inputRef}
      type="file"
      hidden
      tabIndex={-1}
      multiple={maxCount > 1}
      accept={acceptAttribute(extensions)}
      disabled={blocked}
      onChange={onInputChange}
    />
  );

  const removeLabel = (item: UploadItem) => intl.formatMessage(messages.remove, { name: item.name });

  if (mode === 'image') {
    return (
      <S.Root ref={ref} data-mode="image" data-disabled={disabled || undefined} {...rest}>
        <S.Tiles>
          {files.length > 0 && (
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
                  <S.CardRemove type="button" aria-label={removeLabel(item)} disabled={disabled} onClick={() => onRemove(item)}>
                    <CloseIcon />
                  </S.CardRemove>
                </S.Card>
              ))}
            </S.Cards>
          )}
          {!full && (
            <S.AddTile
              type="button"
              data-dragging={dragging || undefined}
              disabled={disabled}
              aria-describedby={hintId}
              onClick={openPicker}
              {...dropHandlers}
            >
              <PlusIcon />
              {intl.formatMessage(dragging ? messages.dropHere : messages.dropzoneImage)}
            </S.AddTile>
          )}
        </S.Tiles>
        {hint}
        {rejectionBox}
        {input}
      </S.Root>
    );
  }

  return (
    <S.Root ref={ref} data-mode="file" data-disabled={disabled || undefined} {...rest}>
      <S.DropZone
        type="button"
        data-dragging={dragging || undefined}
        disabled={blocked}
        aria-describedby={hintId}
        onClick={openPicker}
        {...dropHandlers}
      >
        <S.DropIcon>
          <CloudIcon />
        </S.DropIcon>
        <S.DropTitle>{intl.formatMessage(dragging ? messages.dropHere : messages.dropzone)}</S.DropTitle>
        {hint}
      </S.DropZone>
      {rejectionBox}
      {files.length > 0 && (
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
              <S.IconButton type="button" aria-label={removeLabel(item)} disabled={disabled} onClick={() => onRemove(item)}>
                <TrashIcon />
              </S.IconButton>
            </S.FileRow>
          ))}
        </S.FileList>
      )}
      {input}
    </S.Root>
  );
});

function ItemStatus({ item, intl, compact = false }: { item: UploadItem; intl: IntlShape; compact?: boolean }): ReactNode {
  if (item.status === 'uploading') {
    const progress = Math.min(100, Math.max(0, Math.round(item.progress ?? 0)));
    const percent = intl.formatNumber(progress / 100, { style: 'percent' });
    return (
      <>
        {!compact && (
          <S.Status data-status="uploading">
            {intl.formatMessage(messages.uploadingStatus, { percent })}
          </S.Status>
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

const iconProps = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

function CloudIcon() {
  return (
    <svg {...iconProps}>
      <path d="M7 18a4.5 4.5 0 0 1-.9-8.9A6 6 0 0 1 17.7 8 4.5 4.5 0 0 1 17 18" />
      <path d="M12 12v8M8.5 15.5 12 12l3.5 3.5" />
    </svg>
  );
}

function FileIcon() {
  return (
    <svg {...iconProps}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </svg>
  );
}

function ImageIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg {...iconProps}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg {...iconProps} strokeWidth={2.2}>
      <path d="m5 12 5 5 9-10" />
    </svg>
  );
}

function ErrorIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}
