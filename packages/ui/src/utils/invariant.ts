/**
 * Throws `[labelwise/ui: Component] message` when `condition` is false, in development and tests only.
 *
 * Call it inside `if (process.env.NODE_ENV !== 'production') { … }`, written out literally: every bundler (Vite,
 * webpack, Next.js, esbuild, Parcel) replaces that expression when it builds for production and drops the block,
 * checks and message strings included, so a partner's production page never throws on a prop and never ships the
 * messages. The check inside the function is the same rule for a call left outside such a block. styled-components
 * relies on the same replacement, so an app using the library already has it.
 */
export function invariant(component: string, condition: unknown, message: string): asserts condition {
  if (process.env.NODE_ENV !== 'production' && !condition) throw new Error(`[labelwise/ui: ${component}] ${message}`);
}

/**
 * The prop check most components make: throws `[labelwise/ui: Component] name must be one of a, b, c; received 'x'.`
 * unless `value` is one of `options` (or, with `optional`, undefined). Call it inside the same literal
 * `process.env.NODE_ENV` block as `invariant`, so production builds drop it with its message.
 */
export function invariantOneOf<T>(
  component: string,
  name: string,
  value: unknown,
  options: readonly T[],
  { optional = false }: { optional?: boolean } = {},
): void {
  invariant(
    component,
    (optional && value === undefined) || options.includes(value as T),
    `${name} must be one of ${options.join(', ')}; received '${String(value)}'.`,
  );
}

/**
 * Warns `[labelwise/ui: Component] message` on the console in development; for mistakes the library can recover
 * from (a missing catalog falls back to English). Call it inside the same literal `process.env.NODE_ENV` block.
 */
export function devWarning(component: string, message: string): void {
  // eslint-disable-next-line no-console -- the warning is the point; production builds drop it
  if (process.env.NODE_ENV !== 'production') console.warn(`[labelwise/ui: ${component}] ${message}`);
}

declare global {
  // The one piece of Node's `process` the library reads, so that apps type-checking the source without Node's
  // types (the site, the admin) accept it; it merges with @types/node's declarations where those are present.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace NodeJS {
    interface ProcessEnv {
      NODE_ENV?: string;
    }
    interface Process {
      env: ProcessEnv;
    }
  }
  var process: NodeJS.Process;
}
