import { labelwiseBrand, type Brand } from '../packages/ui/src/theme';

/** Shape-only SVG marks: text inside an <img> SVG cannot use web fonts, which would make screenshots flaky. */
function mark(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${color}"/><rect x="7" y="9" width="18" height="4" rx="2" fill="#fff"/><rect x="7" y="15" width="12" height="4" rx="2" fill="#fff"/><rect x="7" y="21" width="15" height="3" rx="1.5" fill="#fff" opacity=".7"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const storyBrands: Record<string, Brand> = {
  labelwise: { ...labelwiseBrand, logo: mark(labelwiseBrand.primaryColor) },
  phomemo: { name: 'Phomemo', primaryColor: '#f5222d', logo: mark('#f5222d') },
  itari: { name: 'Itari', primaryColor: '#11a983', logo: mark('#11a983') },
  omezizy: { name: 'Omezizy', primaryColor: '#6959CD' },
};
