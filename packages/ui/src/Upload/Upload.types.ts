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
