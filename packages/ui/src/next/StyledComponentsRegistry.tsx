'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

export interface StyledComponentsRegistryProps {
  children?: ReactNode;
}

/**
 * Collects the styles styled-components writes while Next.js renders on the server and puts them into the HTML it
 * streams, so the first paint is already styled. In the browser styled-components injects its own tags, so the
 * children render as they are. This is the registry styled-components documents for the App Router.
 */
export function StyledComponentsRegistry({ children }: StyledComponentsRegistryProps) {
  // One sheet per request: created with the component, never shared between requests.
  const [sheet] = useState(() => new ServerStyleSheet());
  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    // Each flush sends only the rules written since the previous one.
    sheet.instance.clearTag();
    return <>{styles}</>;
  });
  if (typeof window !== 'undefined') return <>{children}</>;
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>;
}
