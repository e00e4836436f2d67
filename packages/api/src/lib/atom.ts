/** A minimal Atom 1.0 (RFC 4287) writer: the elements a feed reader needs, every text escaped. */

export interface AtomLink {
  href: string;
  rel?: string;
  type?: string;
  length?: number;
  title?: string;
}

export interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  published?: string;
  links: AtomLink[];
  summary: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  updated: string;
  lang: string;
  author: string;
  links: AtomLink[];
  entries: AtomEntry[];
}

const esc = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const link = (l: AtomLink) =>
  `<link href="${esc(l.href)}"${l.rel ? ` rel="${esc(l.rel)}"` : ''}${l.type ? ` type="${esc(l.type)}"` : ''}${
    l.length !== undefined ? ` length="${l.length}"` : ''
  }${l.title ? ` title="${esc(l.title)}"` : ''}/>`;

export function atomXml(feed: AtomFeed): string {
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${esc(feed.lang)}">`,
    `  <id>${esc(feed.id)}</id>`,
    `  <title>${esc(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle>${esc(feed.subtitle)}</subtitle>`] : []),
    `  <updated>${esc(feed.updated)}</updated>`,
    `  <author><name>${esc(feed.author)}</name></author>`,
    ...feed.links.map((l) => `  ${link(l)}`),
  ];
  for (const e of feed.entries) {
    out.push(
      '  <entry>',
      `    <id>${esc(e.id)}</id>`,
      `    <title>${esc(e.title)}</title>`,
      `    <updated>${esc(e.updated)}</updated>`,
      ...(e.published ? [`    <published>${esc(e.published)}</published>`] : []),
      ...e.links.map((l) => `    ${link(l)}`),
      `    <summary type="text">${esc(e.summary)}</summary>`,
      '  </entry>',
    );
  }
  out.push('</feed>', '');
  return out.join('\n');
}
