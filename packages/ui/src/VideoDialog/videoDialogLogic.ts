/**
 * A media length as a clock: `m:ss`, or `h:mm:ss` from one hour. Whole seconds, rounded, so the label matches
 * what a native player shows for the same file. Not a number (or negative) gives `null`: show nothing rather than
 * an invented length.
 */
export function formatDuration(seconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
