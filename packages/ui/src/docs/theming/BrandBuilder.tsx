import { useId, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Button } from '../../Button';
import { contrastRatio, createTheme, type Brand, type Theme } from '../../theme';
import { palette, swatches, type ColorScheme, type RadiusScale } from '../../tokens';
import { BrandPreview } from './BrandPreview';
import { brandCode } from './brandCode';
import { messages } from './theming.messages';

/** Fonts every Storybook already has (the preview loads JetBrains Mono), so the builder never fetches one. */
const fonts = {
  default: { message: messages.fontDefault, family: undefined },
  mono: { message: messages.fontMono, family: "'JetBrains Mono'" },
  serif: { message: messages.fontSerif, family: 'Georgia, serif' },
  system: { message: messages.fontSystem, family: 'system-ui' },
} as const;
type FontKey = keyof typeof fonts;

const radiusOptions: RadiusScale[] = ['none', 'small', 'medium', 'large'];
const schemes: ColorScheme[] = ['light', 'dark'];

type PairKey = 'text' | 'muted' | 'link' | 'onPrimary' | 'onHover' | 'accent' | 'onAccent' | 'focus';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  grid-template-columns: minmax(220px, 280px) minmax(0, 1fr);
  font-family: ${({ theme }) => theme.font.family.sans};
  font-size: ${({ theme }) => theme.font.size.md}px;
  color: ${({ theme }) => theme.color.text};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Controls = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  align-content: start;
  margin: 0;
  padding: 0;
  border: none;
  min-inline-size: 0;

  label,
  legend {
    display: grid;
    gap: ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  input[type='color'] {
    inline-size: 100%;
    block-size: 36px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.color.surface};
  }

  select {
    min-block-size: 36px;
    padding-inline: ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
  }

  input:focus-visible,
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primaryStrong};
    outline-offset: 2px;
  }
`;

const Inline = styled.span`
  display: flex !important;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  min-inline-size: 0;

  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

const PairTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: start;
  }

  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }

  td[data-pass='false'] {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]}px;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const CopyRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label>
      {label}
      {children}
    </label>
  );
}

export interface BrandBuilderProps {
  /** The colours the builder starts from. Default: the Labelwise primary and the green swatch as accent. */
  initialPrimary?: string;
  initialAccent?: string;
}

/**
 * Pick colours, font, radius and scheme; see the library re-themed, the contrast of every derived pair, and the
 * Brand object to paste into an app. Everything shown comes from `createTheme`, the same function apps use.
 */
export function BrandBuilder({ initialPrimary = swatches[0], initialAccent = swatches[4] }: BrandBuilderProps) {
  const intl = useIntl();
  const id = useId();
  const [primary, setPrimary] = useState<string>(initialPrimary);
  const [accent, setAccent] = useState<string>(initialAccent);
  const [tinted, setTinted] = useState(false);
  const [tint, setTint] = useState<string>(palette.navy);
  const [font, setFont] = useState<FontKey>('default');
  const [radius, setRadius] = useState<RadiusScale>('medium');
  const [scheme, setScheme] = useState<ColorScheme>('light');
  const [copyStatus, setCopyStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  const brand: Brand = useMemo(
    () => ({
      name: 'Acme',
      primaryColor: primary,
      ...(accent !== primary && { accentColor: accent }),
      ...(tinted && { neutralTint: tint }),
      ...(fonts[font].family && { fontFamily: fonts[font].family }),
      ...(radius !== 'medium' && { radius }),
      ...(scheme === 'dark' && { colorScheme: scheme }),
    }),
    [primary, accent, tinted, tint, font, radius, scheme],
  );
  const { color } = useMemo(() => createTheme(brand), [brand]);
  const code = brandCode(brand);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  };

  return (
    <Layout data-lw-brand-builder="">
      <Controls>
        <Field label={intl.formatMessage(messages.primaryColor)}>
          <input type="color" value={primary} onChange={(event) => setPrimary(event.currentTarget.value)} />
        </Field>
        <Field label={intl.formatMessage(messages.accentColor)}>
          <input type="color" value={accent} onChange={(event) => setAccent(event.currentTarget.value)} />
        </Field>
        <Inline as="label">
          <input type="checkbox" checked={tinted} onChange={(event) => setTinted(event.currentTarget.checked)} />
          {intl.formatMessage(messages.tintNeutrals)}
        </Inline>
        {tinted ? (
          <Field label={intl.formatMessage(messages.neutralTint)}>
            <input type="color" value={tint} onChange={(event) => setTint(event.currentTarget.value)} />
          </Field>
        ) : null}
        <Field label={intl.formatMessage(messages.font)}>
          <select value={font} onChange={(event) => setFont(event.currentTarget.value as FontKey)}>
            {(Object.keys(fonts) as FontKey[]).map((key) => (
              <option key={key} value={key}>
                {intl.formatMessage(fonts[key].message)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={intl.formatMessage(messages.radius)}>
          <select value={radius} onChange={(event) => setRadius(event.currentTarget.value as RadiusScale)}>
            {radiusOptions.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage(messages.radiusOption, { radius: option })}
              </option>
            ))}
          </select>
        </Field>
        <Field label={intl.formatMessage(messages.scheme)}>
          <select value={scheme} onChange={(event) => setScheme(event.currentTarget.value as ColorScheme)}>
            {schemes.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage(messages.schemeOption, { scheme: option })}
              </option>
            ))}
          </select>
        </Field>
      </Controls>
      <Results>
        <BrandPreview brand={brand} />
        <ContrastPairs id={`${id}-contrast`} color={color} />
        <section aria-labelledby={`${id}-code`}>
          <h4 id={`${id}-code`}>{intl.formatMessage(messages.codeTitle)}</h4>
          <Code data-lw-brand-code="">{code}</Code>
          <CopyRow>
            <Button onClick={copy}>{intl.formatMessage(messages.copy)}</Button>
            <span role="status">
              {copyStatus === 'copied' ? intl.formatMessage(messages.copied) : null}
              {copyStatus === 'failed' ? intl.formatMessage(messages.copyFailed) : null}
            </span>
          </CopyRow>
        </section>
      </Results>
    </Layout>
  );
}

/** Every derived text/background pair of the theme with its contrast ratio and the minimum it must reach. */
function ContrastPairs({ id, color }: { id: string; color: Theme['color'] }) {
  const intl = useIntl();
  const pairs: [PairKey, string, string, number][] = [
    ['text', color.text, color.surface, 4.5],
    ['muted', color.textMuted, color.surface, 4.5],
    ['link', color.primaryStrong, color.surface, 4.5],
    ['onPrimary', color.onPrimary, color.primaryStrong, 4.5],
    ['onHover', color.onPrimary, color.primaryHover, 4.5],
    ['accent', color.accentStrong, color.surface, 4.5],
    ['onAccent', color.onAccent, color.accentStrong, 4.5],
    ['focus', color.primaryStrong, color.surface, 3],
  ];
  const ratio = (value: number) => intl.formatNumber(Math.floor(value * 100) / 100, { maximumFractionDigits: 2 });
  return (
    <section aria-labelledby={id}>
      <h4 id={id}>{intl.formatMessage(messages.contrastTitle)}</h4>
      <PairTable>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.pair)}</th>
            <th scope="col">{intl.formatMessage(messages.ratio)}</th>
            <th scope="col">{intl.formatMessage(messages.required)}</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map(([key, foreground, background, minimum]) => {
            const value = contrastRatio(foreground, background);
            const pass = value >= minimum;
            return (
              <tr key={key} data-pair={key}>
                <th scope="row">{intl.formatMessage(messages.pairName, { pair: key })}</th>
                <td data-pass={pass}>
                  <FormattedMessage {...messages.ratioValue} values={{ ratio: ratio(value) }} /> (
                  {intl.formatMessage(pass ? messages.passes : messages.fails)})
                </td>
                <td>
                  <FormattedMessage {...messages.ratioValue} values={{ ratio: intl.formatNumber(minimum) }} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </PairTable>
    </section>
  );
}
