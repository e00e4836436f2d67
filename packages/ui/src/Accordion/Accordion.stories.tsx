import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { componentSizes, type ComponentSize } from '../tokens';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  accordionHeadingLevels,
  accordionTypes,
  type AccordionHeadingLevel,
  type AccordionType,
} from './Accordion';

interface StoryArgs {
  type: AccordionType;
  collapsible: boolean;
  disabled: boolean;
  size?: ComponentSize;
  headingLevel: AccordionHeadingLevel;
  /** Called with the open item (single) or items (multiple). */
  onValueChange: (value: string | string[]) => void;
}

/** The three FAQ items of the Guides page. */
const faq = [
  {
    value: 'blank',
    title: 'Why does my printer print blank labels?',
    body: 'Check that the label roll is thermal paper and that the printing side faces the print head. Direct thermal labels only darken on the coated side.',
  },
  {
    value: 'incomplete',
    title: 'Why is the print incomplete?',
    body: 'Make sure the label size in the app matches the loaded labels, then recalibrate the printer so it finds the gap between labels again.',
  },
  {
    value: 'feed',
    title: 'Why does the paper not load automatically?',
    body: 'Open the cover, guide the first label under the rollers until the printer pulls it in, and close the cover firmly.',
  },
];

const faqZh = [
  {
    value: 'blank',
    title: '为什么打印出来是空白标签？',
    body: '请确认标签纸为热敏纸，且打印面朝向打印头。热敏标签只有涂层面受热才会显色。',
  },
  {
    value: 'incomplete',
    title: '为什么打印内容不完整？',
    body: '请确认软件中的标签尺寸与装入的标签一致，然后重新校准打印机，让它重新识别标签间隙。',
  },
  {
    value: 'feed',
    title: '为什么纸张不能自动进纸？',
    body: '打开上盖，将第一张标签送入滚轴下方直到打印机将其卷入，然后用力合上上盖。',
  },
];

/** The features dialog's three fold-out groups. */
const featureGroups = [
  {
    value: 'design',
    title: 'Design',
    items: ['Size and orientation', 'Complex text', 'Shapes and lines', 'Images', 'Barcodes', 'Saved label files'],
  },
  {
    value: 'data',
    title: 'Data',
    items: ['Built-in spreadsheet', 'Excel and CSV integration', 'Serial numbers', 'Date and time'],
  },
  {
    value: 'print',
    title: 'Print',
    items: [
      'Driverless printing',
      'Multi-row and multi-column rolls',
      'Layers',
      'Batch PDF or PNG/JPG',
      'Templates for all LW and DK sizes',
    ],
  },
];

function FaqItems({ entries = faq }: { entries?: typeof faq }) {
  return entries.map((entry) => (
    <AccordionItem key={entry.value} value={entry.value}>
      <AccordionTrigger>{entry.title}</AccordionTrigger>
      <AccordionContent>
        <p>{entry.body}</p>
      </AccordionContent>
    </AccordionItem>
  ));
}

function FeatureItems({ disabled = [] }: { disabled?: string[] }) {
  return featureGroups.map((group) => (
    <AccordionItem key={group.value} value={group.value} disabled={disabled.includes(group.value)}>
      <AccordionTrigger>{group.title}</AccordionTrigger>
      <AccordionContent>
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {group.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </AccordionContent>
    </AccordionItem>
  ));
}

const frame = { maxWidth: 560 };

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true, disabled: false, headingLevel: 3, onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: accordionTypes },
    size: { control: 'inline-radio', options: componentSizes },
    headingLevel: { control: 'inline-radio', options: accordionHeadingLevels },
  },
  render: ({ type, collapsible, onValueChange, ...rest }) => (
    <div style={frame}>
      {type === 'multiple' ? (
        <Accordion type="multiple" onValueChange={onValueChange} {...rest}>
          <FaqItems />
        </Accordion>
      ) : (
        <Accordion type="single" collapsible={collapsible} onValueChange={onValueChange} {...rest}>
          <FaqItems />
        </Accordion>
      )}
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Folding sections for the features dialog (Design / Data / Print) and FAQ lists. `type="single"` keeps one ' +
          'section open (`collapsible` lets it close again); `type="multiple"` opens any number. Controlled through ' +
          '`value`/`onValueChange` or uncontrolled through `defaultValue`.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Why does my printer print blank labels?' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Why does my printer print blank labels?' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('blank');
  },
};

/** One answer at a time; opening another closes the first, and the open one can be closed again. */
export const SingleCollapsible: Story = {
  render: ({ onValueChange, size, headingLevel }) => (
    <div style={frame}>
      <Accordion
        type="single"
        collapsible
        defaultValue="incomplete"
        onValueChange={onValueChange}
        size={size}
        headingLevel={headingLevel}
      >
        <FaqItems />
      </Accordion>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const incomplete = canvas.getByRole('button', { name: 'Why is the print incomplete?' });
    const feed = canvas.getByRole('button', { name: 'Why does the paper not load automatically?' });
    await expect(incomplete).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(feed);
    await expect(incomplete).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await userEvent.click(feed);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    // Leave one open for the screenshot.
    await userEvent.click(incomplete);
    incomplete.blur();
  },
};

/** The features dialog's groups: several can be open at once. */
export const Multiple: Story = {
  render: ({ onValueChange, size, headingLevel }) => (
    <div style={frame}>
      <Accordion
        type="multiple"
        defaultValue={['design']}
        onValueChange={onValueChange}
        size={size}
        headingLevel={headingLevel}
      >
        <FeatureItems />
      </Accordion>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith(['design', 'print']);
    await expect(canvas.getByRole('region', { name: 'Design' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Print' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Data' })).toHaveAttribute('aria-expanded', 'false');
    canvas.getByRole('button', { name: 'Print' }).blur();
  },
};

/** The value lives with the owner: like the features dialog, picking a top item clears every fold. */
function ControlledFeatures({ onValueChange }: Pick<StoryArgs, 'onValueChange'>) {
  const [open, setOpen] = useState<string[]>(['data']);
  return (
    <div style={{ ...frame, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button onClick={() => setOpen([])}>Free download</Button>
      <Accordion
        type="multiple"
        value={open}
        onValueChange={(next) => {
          onValueChange(next);
          setOpen(next);
        }}
      >
        <FeatureItems />
      </Accordion>
    </div>
  );
}

export const Controlled: Story = {
  render: ({ onValueChange }) => <ControlledFeatures onValueChange={onValueChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Data' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Design' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(['data', 'design']);
    await expect(canvas.getAllByRole('region')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Free download' }));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    // Reset is the owner's doing, not a user toggle: no change is reported for it.
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    canvas.getByRole('button', { name: 'Free download' }).blur();
  },
};

/** A disabled item neither opens nor takes keyboard focus. */
export const DisabledItem: Story = {
  render: ({ onValueChange }) => (
    <div style={frame}>
      <Accordion type="multiple" onValueChange={onValueChange}>
        <FeatureItems disabled={['data']} />
      </Accordion>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const data = canvas.getByRole('button', { name: 'Data' });
    await expect(data).toBeDisabled();
    await userEvent.click(data, { pointerEventsCheck: 0 });
    await expect(data).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Design' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Print' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Print' }).blur();
  },
};

/** Arrow keys, Home and End move between triggers (wrapping around); Enter and Space toggle. */
export const KeyboardOperation: Story = {
  args: { type: 'multiple' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [blank, incomplete, feed] = faq.map((entry) => canvas.getByRole('button', { name: entry.title }));
    await userEvent.tab();
    await expect(blank).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(incomplete).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(feed).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(blank).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(feed).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(blank).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(blank).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['blank']);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(incomplete).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['blank', 'incomplete']);
    await userEvent.keyboard(' ');
    await expect(incomplete).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    // The screenshot shows the focus ring on the keyboard-focused trigger.
    await expect(incomplete).toHaveFocus();
  },
};

/** Every component size, following the size selector (Default, Medium, Small, Mini). */
export const Sizes: Story = {
  render: () => (
    <div style={{ ...frame, display: 'grid', gap: 24 }}>
      {componentSizes.map((size) => (
        <Accordion key={size} type="single" collapsible defaultValue="blank" size={size}>
          <FaqItems entries={faq.slice(0, 2).map((entry) => ({ ...entry, title: `${entry.title} (${size})` }))} />
        </Accordion>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const heights = componentSizes.map(
      (size) =>
        within(canvasElement).getByRole('button', { name: new RegExp(`incomplete\\? \\(${size}\\)`) }).offsetHeight,
    );
    // Each size is no taller than the one before it.
    await expect([...heights].sort((a, b) => b - a)).toEqual(heights);
  },
};

/** The FAQ in Simplified Chinese: CJK text in the triggers and answers. */
export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  render: ({ onValueChange }) => (
    <div style={frame}>
      <Accordion type="single" collapsible defaultValue="blank" onValueChange={onValueChange}>
        <FaqItems entries={faqZh} />
      </Accordion>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '为什么打印出来是空白标签？' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '为什么纸张不能自动进纸？' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('feed');
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    canvas.getByRole('button', { name: '为什么纸张不能自动进纸？' }).blur();
  },
};
