export { Upload } from './Upload';
export type { UploadItem, UploadProps, UploadStatus } from './Upload';
export {
  validateFiles,
  defaultAccept,
  acceptAttribute,
  isAllowedType,
  isUnderSizeLimit,
  extensionOf,
  normalizeExtensions,
} from './validate-files';
export type {
  UploadMode,
  UploadRejection,
  UploadRejectionCode,
  ValidateFilesOptions,
  ValidateFilesResult,
} from './validate-files';
export { messages as uploadMessages } from './Upload.messages';
