export {
  createHttpClient,
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  type HttpClient,
  type HttpClientConfig,
  type SendOptions,
} from './httpClient.js';
export {
  fieldErrorOf,
  HttpError,
  isAbortError,
  isHttpError,
  matchField,
  type Failure,
  type HttpErrorInit,
  type HttpErrorKind,
} from './httpError.js';
export { isEnvelope, pageOf, parseRetryAfter, readEnvelope, readJson, type EnvelopeReading } from './envelope.js';
export {
  classifyFieldProblem,
  parseFieldProblem,
  refusedField,
  type ApiFieldProblem,
  type FieldProblemKey,
  type KnownFieldProblem,
} from './fieldProblems.js';
export { comparableBody, createDuplicateGuard, DUPLICATE_WINDOW_MS, type DuplicateGuard } from './duplicateGuard.js';
export { readTransportError, type TransportReading } from './transport.js';
export { toQueryString, withQuery } from './queryString.js';
export * from './language.js';
export type { Envelope, HttpMethod, Page, PageEnvelope, QueryParams, QueryValue } from './types.js';
