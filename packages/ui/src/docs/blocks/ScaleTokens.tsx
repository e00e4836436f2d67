import { useIntl } from 'react-intl';
import { storyViewports } from '../../../../../.storybook/viewports';
import { useTheme } from '../../theme';
import { messages } from '../docs.messages';
import { Bar, BlockTable, Scroll, ShapeSample } from './blocks.styles';
import { DocsProvider } from './DocsProvider';

/** Header cells; every label is a docs message so the tables follow the locale toolbar. */
function Head({ labels }: { labels: ReadonlyArray<keyof typeof messages> }) {
  const intl = useIntl();
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {intl.formatMessage(messages[label])}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function TypeTable() {
  const theme = useTheme();
  const intl = useIntl();
  const px = (value: number) => intl.formatMessage(messages.pixels, { value });
  return (
    <Scroll>
      <BlockTable data-lw-doc-block="type-scale">
        <Head labels={['token', 'size', 'sample']} />
        <tbody>
          {Object.entries(theme.font.size).map(([name, size]) => (
            <tr key={name}>
              <th scope="row">
                <code>{`font.size.${name}`}</code>
              </th>
              <td>{px(size)}</td>
              <td style={{ fontSize: size, lineHeight: theme.font.lineHeight.tight }}>
                {intl.formatMessage(messages.sampleText)}
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
      <BlockTable data-lw-doc-block="font-weights">
        <Head labels={['token', 'weight', 'sample']} />
        <tbody>
          {Object.entries(theme.font.weight).map(([name, weight]) => (
            <tr key={name}>
              <th scope="row">
                <code>{`font.weight.${name}`}</code>
              </th>
              <td>{weight}</td>
              <td style={{ fontWeight: weight, fontSize: theme.font.size.lg }}>
                {intl.formatMessage(messages.sampleText)}
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
      <BlockTable data-lw-doc-block="line-heights">
        <Head labels={['token', 'lineHeight']} />
        <tbody>
          {Object.entries(theme.font.lineHeight).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{`font.lineHeight.${name}`}</code>
              </th>
              <td>{intl.formatNumber(value)}</td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
      <BlockTable data-lw-doc-block="font-families">
        <Head labels={['token', 'family', 'sample']} />
        <tbody>
          {Object.entries(theme.font.family).map(([name, family]) => (
            <tr key={name}>
              <th scope="row">
                <code>{`font.family.${name}`}</code>
              </th>
              <td>
                <code>{family}</code>
              </td>
              {/* A code font has no CJK glyphs, so it shows code-like text (model numbers) in every locale. */}
              <td style={{ fontFamily: family }}>
                {name === 'mono' ? 'PM-241-BT 0x1F {}' : intl.formatMessage(messages.sampleText)}
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
    </Scroll>
  );
}

/** The type scale, weights, line heights and families, read from the theme. */
export function TypeScale() {
  return (
    <DocsProvider>
      <TypeTable />
    </DocsProvider>
  );
}

function SpacingTable() {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <Scroll>
      <BlockTable data-lw-doc-block="spacing">
        <Head labels={['token', 'value', 'preview']} />
        <tbody>
          {theme.space.map((value, index) => (
            <tr key={index}>
              <th scope="row">
                <code>{`space[${index}]`}</code>
              </th>
              <td>{intl.formatMessage(messages.pixels, { value })}</td>
              <td>
                <Bar style={{ width: value }} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
    </Scroll>
  );
}

/** The 4 px spacing scale. */
export function SpacingScale() {
  return (
    <DocsProvider>
      <SpacingTable />
    </DocsProvider>
  );
}

function RadiiTable() {
  const theme = useTheme();
  const intl = useIntl();
  return (
    <Scroll>
      <BlockTable data-lw-doc-block="radii">
        <Head labels={['token', 'value', 'preview']} />
        <tbody>
          {Object.entries(theme.radii).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{`radii.${name}`}</code>
              </th>
              <td>{intl.formatMessage(messages.pixels, { value })}</td>
              <td>
                <ShapeSample style={{ borderRadius: Math.min(value, 20) }} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
    </Scroll>
  );
}

/** Corner radii. */
export function RadiiScale() {
  return (
    <DocsProvider>
      <RadiiTable />
    </DocsProvider>
  );
}

function ShadowTable() {
  const theme = useTheme();
  return (
    <Scroll>
      <BlockTable data-lw-doc-block="shadows">
        <Head labels={['token', 'value', 'preview']} />
        <tbody>
          {Object.entries(theme.shadow).map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{`shadow.${name}`}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
              <td style={{ padding: 16 }}>
                <ShapeSample
                  style={{ boxShadow: value, border: 'none', borderRadius: theme.radii.md }}
                  aria-hidden="true"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
    </Scroll>
  );
}

/** Elevation shadows. */
export function ShadowScale() {
  return (
    <DocsProvider>
      <ShadowTable />
    </DocsProvider>
  );
}

function MotionTable() {
  const theme = useTheme();
  const intl = useIntl();
  const entries = Object.entries(theme.motion as unknown as Record<string, number | string>);
  const durations = entries.filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  const curves = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return (
    <Scroll>
      <BlockTable data-lw-doc-block="motion">
        <Head labels={['token', 'duration', 'preview']} />
        <tbody>
          {durations.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{`motion.${name}`}</code>
              </th>
              <td>{intl.formatMessage(messages.milliseconds, { value })}</td>
              <td>
                {/* The bar's length is the duration at 1 px per 5 ms, so durations compare at a glance. */}
                <Bar style={{ width: value / 5 }} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
      <BlockTable data-lw-doc-block="easing">
        <Head labels={['token', 'easing']} />
        <tbody>
          {curves.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">
                <code>{`motion.${name}`}</code>
              </th>
              <td>
                <code>{value}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </BlockTable>
    </Scroll>
  );
}

/** Durations and easing curves. */
export function MotionTokens() {
  return (
    <DocsProvider>
      <MotionTable />
    </DocsProvider>
  );
}

function BreakpointTable() {
  const theme = useTheme();
  const intl = useIntl();
  const query = (media: string) => media.replace(/^@media\s*/, '');
  return (
    <Scroll>
      <BlockTable data-lw-doc-block="breakpoints">
        <Head labels={['token', 'breakpoint', 'mediaQuery']} />
        <tbody>
          <tr>
            <th scope="row">
              <code>layout.mobileBreakpoint</code>
            </th>
            <td>{intl.formatMessage(messages.pixels, { value: theme.layout.mobileBreakpoint })}</td>
            <td>
              <code>{`theme.media.mobile: ${query(theme.media.mobile)}`}</code>
              <br />
              <code>{`theme.media.desktop: ${query(theme.media.desktop)}`}</code>
            </td>
          </tr>
        </tbody>
      </BlockTable>
      <BlockTable data-lw-doc-block="viewports">
        <Head labels={['viewport', 'value', 'breakpoint']} />
        <tbody>
          {Object.entries(storyViewports).map(([name, viewport]) => {
            const width = Number.parseInt(viewport.styles.width, 10);
            const layout = width < theme.layout.mobileBreakpoint ? 'mobile' : 'desktop';
            return (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                </th>
                <td>{intl.formatMessage(messages.pixels, { value: width })}</td>
                <td>{intl.formatMessage(messages.layoutAtWidth, { layout })}</td>
              </tr>
            );
          })}
        </tbody>
      </BlockTable>
    </Scroll>
  );
}

/** The mobile breakpoint, its media queries and the Storybook viewports on either side of it. */
export function Breakpoints() {
  return (
    <DocsProvider>
      <BreakpointTable />
    </DocsProvider>
  );
}
