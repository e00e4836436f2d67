// Command-line flags for Debian's Chromium wherever this repository drives it: the e2e suite, the Storybook tests,
// the docs-site check and the Lighthouse benchmark. One list, so a flag added for the container (no sandbox, no
// GPU, no background traffic that would skew timings or reach the network) applies to every run.

/** Flags every headless Chromium run here needs: no sandbox or GPU in the container, no background network. */
export const chromiumFlags = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/** Extra flags for screenshot comparisons: font hinting, colour profile and scrollbars otherwise vary by machine. */
export const screenshotFlags = Object.freeze([
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
]);
