/// <reference types="vite/client" />
/**
 * The package's CHANGELOG.md as raw text, or undefined until the first release writes it. A glob (rather than a
 * plain `?raw` import) keeps the docs building before that file exists.
 */
const files = import.meta.glob<string>('../../../CHANGELOG.md', { query: '?raw', import: 'default', eager: true });

export const changelogMarkdown: string | undefined = Object.values(files)[0];
