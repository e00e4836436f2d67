import { useIntl } from 'react-intl';
import { useTheme } from '../../theme';
import { messages } from '../docs.messages';
import { BlockTable, BrandLabel, ColourChip, PairSample, Scroll } from './blocks.styles';
import { contrastOf } from './contrast';
import { ContrastValue } from './ContrastValue';
import { DocsProvider } from './DocsProvider';

export interface ColorTokensProps {
  /** Usage notes keyed by semantic colour name (`primaryStrong`); prose from the page. */
  usage?: Record<string, string>;
}

function ColorTable({ usage = {} }: ColorTokensProps) {
  const theme = useTheme();
  const intl = useIntl();
  const colours = Object.entries(theme.color as unknown as Record<string, string>);
  return (
    <>
      <BrandLabel>{intl.formatMessage(messages.brand, { name: theme.brand.name })}</BrandLabel>
      <Scroll>
        <BlockTable data-lw-doc-block="colour-tokens">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.token)}</th>
              <th scope="col">{intl.formatMessage(messages.preview)}</th>
              <th scope="col">{intl.formatMessage(messages.value)}</th>
              <th scope="col">{intl.formatMessage(messages.contrastOnSurface)}</th>
              <th scope="col">{intl.formatMessage(messages.usage)}</th>
            </tr>
          </thead>
          <tbody>
            {colours.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">
                  <code>{`color.${name}`}</code>
                </th>
                <td>
                  <ColourChip style={{ background: value }} aria-hidden="true" />
                </td>
                <td>
                  <code>{value}</code>
                </td>
                <td>
                  <ContrastValue ratio={contrastOf(value, theme.color.surface)} />
                </td>
                <td>{usage[name] ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </BlockTable>
      </Scroll>
    </>
  );
}

/** Every semantic colour of the current theme, with its contrast against the page surface computed as it renders. */
export function ColorTokens(props: ColorTokensProps) {
  return (
    <DocsProvider>
      <ColorTable {...props} />
    </DocsProvider>
  );
}

/** A text colour on a background colour, both named by their semantic token. */
export type ColourPair = readonly [foreground: string, background: string];

function PairTable({ pairs }: { pairs: readonly ColourPair[] }) {
  const theme = useTheme();
  const intl = useIntl();
  const colour = theme.color as unknown as Record<string, string | undefined>;
  // Pairs naming a token the theme does not have (yet) are skipped rather than shown with a made-up value.
  const known = pairs.filter(([fg, bg]) => colour[fg] !== undefined && colour[bg] !== undefined);
  return (
    <Scroll>
      <BlockTable data-lw-doc-block="contrast-pairs">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.foreground)}</th>
            <th scope="col">{intl.formatMessage(messages.background)}</th>
            <th scope="col">{intl.formatMessage(messages.sample)}</th>
            <th scope="col">{intl.formatMessage(messages.contrast)}</th>
          </tr>
        </thead>
        <tbody>
          {known.map(([fg, bg]) => (
            <tr key={`${fg}/${bg}`}>
              <td>
                <code>{`color.${fg}`}</code>
              </td>
              <td>
                <code>{`color.${bg}`}</code>
              </td>
              <td>
                <PairSample style={{ color: colour[fg], background: colour[bg] }}>
                  {intl.formatMessage(messages.sampleText)}
                </PairSample>
              </td>
              <td>
                <ContrastValue ratio={contrastOf(colour[fg] ?? '', colour[bg] ?? '')} />
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
    </Scroll>
  );
}

/** The text-on-background pairs components actually use, with their contrast computed for the current brand. */
export function ContrastPairs({ pairs }: { pairs: readonly ColourPair[] }) {
  return (
    <DocsProvider>
      <PairTable pairs={pairs} />
    </DocsProvider>
  );
}
