import { forwardRef, useId, useRef, useState, type ChangeEvent, type HTMLAttributes } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { upload } from '../tokens';
import { invariant } from '../utils/invariant';
import { messages } from './Upload.messages';
import * as S from './Upload.styles';
import type { UploadItem } from './Upload.types';
import { CloudIcon, PlusIcon } from './UploadIcons';
import { FileRows, ImageCards, RejectionNotice, UploadHint } from './UploadParts';
import { useFileDrop } from './useFileDrop';
import {
  acceptAttribute,
  defaultAccept,
  normalizeExtensions,
  validateFiles,
  type UploadMode,
  type UploadRejection,
} from './validateFiles';

export type { UploadItem, UploadStatus } from './Upload.types';

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

function assertValidProps(mode: UploadMode, maxSizeMb: number, maxCount: number, files: readonly UploadItem[]) {
  if (process.env.NODE_ENV !== 'production') {
    invariant('Upload', uploadModes.includes(mode), `mode must be one of file, image; received '${String(mode)}'.`);
    invariant('Upload', maxSizeMb > 0, `maxSizeMb must be a positive number; received ${String(maxSizeMb)}.`);
    invariant(
      'Upload',
      Number.isInteger(maxCount) && maxCount >= 1,
      `maxCount must be a whole number of at least 1; received ${String(maxCount)}.`,
    );
    invariant('Upload', Array.isArray(files), 'files must be an array of UploadItem.');
  }
}

interface FileSelectionOptions {
  mode: UploadMode;
  maxSizeMb: number;
  /** Normalized allowed extensions. */
  extensions: readonly string[];
  maxCount: number;
  /** Files already listed that count against `maxCount`. */
  activeCount: number;
  /** The allowed types as a translated list, for the wrong-type message. */
  typesList: string;
  disabled: boolean;
  /** Disabled or full: the picker must not open. */
  blocked: boolean;
  onFilesSelected: (files: File[]) => void;
  onReject?: (rejections: UploadRejection[]) => void;
}

/** Validates picked or dropped files, keeps the refused ones on show and reports both sides to the consumer. */
function useFileSelection(options: FileSelectionOptions) {
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const [rejections, setRejections] = useState<UploadRejection[]>([]);

  function handleFiles(list: FileList | null) {
    if (!list || list.length === 0 || options.disabled) return;
    const result = validateFiles(Array.from(list), {
      mode: options.mode,
      maxSizeMb: options.maxSizeMb,
      accept: options.extensions,
      maxCount: options.maxCount,
      existingCount: options.activeCount,
    });
    const described = result.rejections.map((rejection) => ({
      ...rejection,
      message: rejectionMessage(intl, rejection, options.typesList),
    }));
    setRejections(described);
    if (described.length > 0) options.onReject?.(described);
    if (result.accepted.length > 0) options.onFilesSelected(result.accepted);
  }

  function openPicker() {
    if (!options.blocked) inputRef.current?.click();
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    handleFiles(event.target.files);
    // Let the same file be picked again after it was removed or refused.
    event.target.value = '';
  }

  return { rejections, dismissRejections: () => setRejections([]), inputRef, handleFiles, openPicker, onInputChange };
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
  assertValidProps(mode, maxSizeMb, maxCount, files);

  const intl = useIntl();
  const hintId = useId();

  const extensions = normalizeExtensions(accept ?? defaultAccept(mode));
  const upper = extensions.map((extension) => extension.toUpperCase());
  const typesList = intl.formatList(upper, { type: 'disjunction' });
  const typesShort = intl.formatList(upper, { type: 'unit', style: 'short' });
  const activeCount = files.filter((file) => file.status !== 'error').length;
  const full = activeCount >= maxCount;
  const blocked = disabled || full;

  const { rejections, dismissRejections, inputRef, handleFiles, openPicker, onInputChange } = useFileSelection({
    mode,
    maxSizeMb,
    extensions,
    maxCount,
    activeCount,
    typesList,
    disabled,
    blocked,
    onFilesSelected,
    onReject,
  });

  const { dragging, dropHandlers } = useFileDrop(blocked, handleFiles);

  const hint = (
    <UploadHint id={hintId} full={full && !disabled} maxCount={maxCount} types={typesShort} maxSizeMb={maxSizeMb} />
  );
  const rejectionBox = <RejectionNotice rejections={rejections} onDismiss={dismissRejections} />;

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

  if (mode === 'image') {
    return (
      <S.Root ref={ref} data-mode="image" data-disabled={disabled || undefined} {...rest}>
        <S.Tiles>
          <ImageCards files={files} disabled={disabled} onRemove={onRemove} />
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
      <FileRows files={files} disabled={disabled} onRemove={onRemove} />
      {input}
    </S.Root>
  );
});
