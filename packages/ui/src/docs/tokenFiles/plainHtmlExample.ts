/**
 * The plain-HTML page of the "Tokens as files" docs page: no React, no build step, only the tokens stylesheet.
 * The page shows this string, and a story loads it in a frame with the real stylesheet to check what it renders.
 */
export const plainHtmlExample = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Acme printer drivers</title>
    <!-- node_modules/@labelwise/ui/dist/tokens/light.css, copied to your static files -->
    <link rel="stylesheet" href="/assets/labelwise-tokens.css" />
    <style>
      body {
        margin: 0;
        padding: var(--lw-space-6);
        font-family: var(--lw-font-family-sans);
        font-size: var(--lw-font-size-md);
        line-height: var(--lw-line-height-normal);
        color: var(--lw-color-text);
        background: var(--lw-color-surface-muted);
      }
      .card {
        max-width: 440px;
        padding: var(--lw-space-5);
        border: 1px solid var(--lw-color-border);
        border-radius: var(--lw-radius-lg);
        background: var(--lw-color-surface);
        box-shadow: var(--lw-shadow-sm);
      }
      .card h1 {
        margin: 0 0 var(--lw-space-2);
        font-size: var(--lw-font-size-lg);
        font-weight: var(--lw-font-weight-semibold);
      }
      .card p {
        margin: 0 0 var(--lw-space-4);
        color: var(--lw-color-text-muted);
      }
      .button {
        display: inline-block;
        height: var(--lw-control-height);
        padding: 0 var(--lw-control-padding-x);
        border-radius: var(--lw-radius-md);
        font-size: var(--lw-control-font-size);
        font-weight: var(--lw-font-weight-medium);
        line-height: var(--lw-control-height);
        text-decoration: none;
        color: var(--lw-color-on-primary);
        background: var(--lw-color-primary-strong);
      }
      .button + .button {
        margin-inline-start: var(--lw-space-2);
      }
      .button:hover {
        background: var(--lw-color-primary-hover);
      }
      .button:focus-visible {
        outline: 2px solid var(--lw-color-primary-strong);
        outline-offset: 2px;
      }
    </style>
  </head>
  <body>
    <section class="card">
      <h1>Print shipping labels from any device</h1>
      <p>Drivers for Windows, macOS and Linux, with checksums.</p>
      <a class="button" href="/drivers">Download drivers</a>
      <a class="button" data-lw-size="small" href="/manuals">Manuals</a>
    </section>
  </body>
</html>
`;

/** The stylesheet link of the example, which the story points at the real file's contents. */
export const plainHtmlStylesheetHref = '/assets/labelwise-tokens.css';
