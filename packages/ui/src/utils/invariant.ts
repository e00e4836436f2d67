/**
 * Throws `[labelwise/ui: Component] message` when `condition` is false. Bad props fail loudly in
 * development and tests instead of rendering nonsense; production builds skip the check.
 */
export function invariant(component: string, condition: unknown, message: string): asserts condition {
  if (condition) return;
  if (isProduction()) return;
  throw new Error(`[labelwise/ui: ${component}] ${message}`);
}

function isProduction(): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.NODE_ENV === 'production';
}
