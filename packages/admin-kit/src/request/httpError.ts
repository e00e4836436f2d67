/** The admin rejects with the shared client's one error type; these names stay importable from here. */
export { fieldErrorOf, HttpError, isHttpError, type HttpErrorInit, type HttpErrorKind } from '@labelwise/client';
