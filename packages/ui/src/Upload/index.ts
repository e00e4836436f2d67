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
} from './validateFiles';
export type {
  UploadMode,
  UploadRejection,
  UploadRejectionCode,
  ValidateFilesOptions,
  ValidateFilesResult,
} from './validateFiles';
export { messages as uploadMessages } from './Upload.messages';
