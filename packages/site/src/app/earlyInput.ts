/*
 * Typing into prerendered HTML before React has hydrated it: the static form fields accept text at once, but
 * React's state does not know about it, so a search box typed into during the first ~100 ms would be ignored
 * (or cleared). main.tsx records such input and replays it once the page has hydrated.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Sets a field's value so that the following input event counts as a change for React: its value tracker
 * (which wraps the element's own `value` property) is first told the field is empty, then the prototype's
 * setter puts the typed value back without the tracker noticing.
 */
function setNativeValue(field: Field, value: string): void {
  field.value = '';
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
}

const isReplayable = (field: EventTarget | null): field is Field =>
  isField(field) && !(field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'));

/** Whether a field's value is no longer the one in the prerendered HTML: the visitor typed or chose something. */
function changedSinceLoad(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}

/**
 * Starts recording what is typed into fields under `root`; the returned function stops recording and replays
 * the last value of each field as an `input` event (React's onChange), for fields that are still in the page.
 * Fields already changed when recording starts count too: the app loads after the page's first paint, so a
 * visitor may have typed before this ran. Checkboxes and radios are left alone: their clicks are not values to
 * replay.
 */
export function recordEarlyInput(root: HTMLElement): () => void {
  const typed = new Map<Field, string>();
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (isReplayable(field) && changedSinceLoad(field)) typed.set(field, field.value);
  }
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isReplayable(field)) return;
    typed.set(field, field.value);
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  return () => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      setNativeValue(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    typed.clear();
  };
}

let pageReadyCallbacks: Array<() => void> = [];

/** Runs `callback` once the next page has committed (hydrated or rendered); see `PageReady` in SiteRoutes. */
export function whenPageReady(callback: () => void): void {
  pageReadyCallbacks.push(callback);
}

/** Called from the page's Suspense boundary after it committed. */
export function pageReady(): void {
  const callbacks = pageReadyCallbacks;
  pageReadyCallbacks = [];
  for (const callback of callbacks) callback();
}
