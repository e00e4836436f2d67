import type { Brand } from '../../theme';

/** The Brand object as TypeScript a partner pastes into their app; fields left at their default are omitted. */
export function brandCode(brand: Brand): string {
  const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const lines = [`  name: ${quote(brand.name)},`, `  primaryColor: ${quote(brand.primaryColor)},`];
  if (brand.accentColor !== undefined) lines.push(`  accentColor: ${quote(brand.accentColor)},`);
  if (brand.neutralTint !== undefined) lines.push(`  neutralTint: ${quote(brand.neutralTint)},`);
  if (brand.fontFamily !== undefined) lines.push(`  fontFamily: ${JSON.stringify(brand.fontFamily)},`);
  if (brand.radius !== undefined && brand.radius !== 'medium') {
    lines.push(`  radius: ${typeof brand.radius === 'number' ? brand.radius : quote(brand.radius)},`);
  }
  if (brand.colorScheme === 'dark') lines.push(`  colorScheme: 'dark',`);
  return `import type { Brand } from '@labelwise/ui';\n\nexport const brand: Brand = {\n${lines.join('\n')}\n};\n`;
}
