// The parser lives in the contract so the API (uploads) and the site's asset script read durations the same way.
export { mp4DurationSeconds } from '@labelwise/contract/media';
