import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceSteps } from '../Box';
import {
  DescriptionList,
  DescriptionListItem,
  descriptionListLayouts,
  descriptionListSizes,
  descriptionListTermWidths,
} from './DescriptionList';

const checksum = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const manualUrl = 'https://downloads.labelwise.example/manuals/LW-420B/quick-start-guide-en-us-rev-7.pdf';

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  args: { layout: 'columns', termWidth: 'md', gap: 2, 'aria-label': 'Driver file' },
  argTypes: {
    layout: { control: 'inline-radio', options: descriptionListLayouts },
    termWidth: { control: 'inline-radio', options: descriptionListTermWidths },
    gap: { control: 'select', options: spaceSteps },
    size: { control: 'inline-radio', options: descriptionListSizes },
  },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionListItem term="File">LW-420B-driver-3.2.1.exe</DescriptionListItem>
      <DescriptionListItem term="Size">12.4 MB</DescriptionListItem>
      <DescriptionListItem term="Released">12 May 2025</DescriptionListItem>
    </DescriptionList>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asserts no item is wider than its list: long values wrap instead of overflowing. */
async function expectNoOverflow(list: HTMLElement) {
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  const right = list.getBoundingClientRect().right;
  for (const value of within(list).getAllByRole('definition')) {
    await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(right + 0.5);
  }
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByLabelText('Driver file');
    const terms = within(list).getAllByRole('term');
    const values = within(list).getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(['File', 'Size', 'Released']);
    await expect(values).toHaveLength(3);
    // Columns: each value on its term's line, every value starting at the same x.
    await expect(Math.round(values[0]!.getBoundingClientRect().top)).toBe(
      Math.round(terms[0]!.getBoundingClientRect().top),
    );
    await expect(new Set(values.map((value) => Math.round(value.getBoundingClientRect().left))).size).toBe(1);
  },
};

/** A SHA-256 checksum and a URL have no spaces: they break anywhere rather than push the page sideways. */
export const LongValues: Story = {
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionListItem term="File">LW-420B-driver-3.2.1.exe</DescriptionListItem>
      <DescriptionListItem term="Checksum (SHA-256)">
        <code>{checksum}</code>
      </DescriptionListItem>
      <DescriptionListItem term="Manual">{manualUrl}</DescriptionListItem>
    </DescriptionList>
  ),
  play: async ({ canvasElement }) => expectNoOverflow(within(canvasElement).getByLabelText('Driver file')),
};

/** In a container too narrow for both columns, every value moves under its term, whatever the viewport. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <DescriptionList {...args}>
        <DescriptionListItem term="File">LW-420B-driver-3.2.1.exe</DescriptionListItem>
        <DescriptionListItem term="Checksum (SHA-256)">
          <code>{checksum}</code>
        </DescriptionListItem>
      </DescriptionList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByLabelText('Driver file');
    const [term] = within(list).getAllByRole('term');
    const [value] = within(list).getAllByRole('definition');
    await expect(value!.getBoundingClientRect().top).toBeGreaterThanOrEqual(term!.getBoundingClientRect().bottom);
    // A stacked term has the whole line, so a long one does not wrap at the column's width.
    await expect(Math.round(term!.getBoundingClientRect().width)).toBe(Math.round(list.getBoundingClientRect().width));
    await expectNoOverflow(list);
  },
};

export const Stacked: Story = {
  args: { layout: 'stacked' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByLabelText('Driver file');
    const [term] = within(list).getAllByRole('term');
    const [value] = within(list).getAllByRole('definition');
    await expect(value!.getBoundingClientRect().left).toBe(term!.getBoundingClientRect().left);
    await expect(value!.getBoundingClientRect().top).toBeGreaterThanOrEqual(term!.getBoundingClientRect().bottom);
  },
};

/** German terms run long: they wrap (hyphenated where the browser can) inside the term column. */
export const GermanLongTerms: Story = {
  globals: { locale: 'de-de' },
  args: { 'aria-label': 'Treiberdatei', termWidth: 'lg' },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionListItem term="Dateiname">LW-420B-Treiber-3.2.1.exe</DescriptionListItem>
      <DescriptionListItem term="Unterstützte Betriebssystemversionen">
        Windows 10, Windows 11, macOS 13 und neuer
      </DescriptionListItem>
      <DescriptionListItem term="Prüfsumme (SHA-256)">
        <code>{checksum}</code>
      </DescriptionListItem>
      <DescriptionListItem term="Veröffentlichungsdatum">12. Mai 2025</DescriptionListItem>
    </DescriptionList>
  ),
  play: async ({ canvasElement }) => expectNoOverflow(within(canvasElement).getByLabelText('Treiberdatei')),
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  args: { 'aria-label': '驱动程序文件' },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionListItem term="文件">LW-420B-driver-3.2.1.exe</DescriptionListItem>
      <DescriptionListItem term="大小">12.4 MB</DescriptionListItem>
      <DescriptionListItem term="发布日期">2025年5月12日</DescriptionListItem>
    </DescriptionList>
  ),
};

/** At 390 px the long values stack under their terms and wrap inside the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: LongValues.render,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByLabelText('Driver file');
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expectNoOverflow(list);
  },
};
