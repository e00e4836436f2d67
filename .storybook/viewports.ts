/** Desktop and a phone below the 992 px mobile breakpoint. The Vitest setup applies these sizes too. */
export const storyViewports = {
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tablet: { name: 'Tablet 768 (mobile layout)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

export type StoryViewport = keyof typeof storyViewports;
