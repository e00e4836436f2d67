import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  type AccordionMultipleProps,
  type AccordionSingleProps,
} from './Accordion';

const groups = [
  ['design', 'Design', 'Size and orientation, complex text, shapes and lines.'],
  ['data', 'Data', 'Built-in spreadsheet, Excel and CSV integration.'],
  ['print', 'Print', 'Driverless printing and batch PDF export.'],
] as const;

function items(disabled: string[] = []) {
  return groups.map(([value, title, body]) => (
    <AccordionItem key={value} value={value} disabled={disabled.includes(value)}>
      <AccordionTrigger>{title}</AccordionTrigger>
      <AccordionContent>{body}</AccordionContent>
    </AccordionItem>
  ));
}

const trigger = (name: string) => screen.getByRole('button', { name });

function Single(props: Omit<AccordionSingleProps, 'type'>) {
  return (
    <Accordion type="single" {...props}>
      {items()}
    </Accordion>
  );
}

function Multiple(props: Omit<AccordionMultipleProps, 'type'>) {
  return (
    <Accordion type="multiple" {...props}>
      {items()}
    </Accordion>
  );
}

describe('Accordion', () => {
  it('opens and closes a section from its trigger (single, collapsible)', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Single collapsible onValueChange={onValueChange} />);
    expect(trigger('Design')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.click(trigger('Design'));
    expect(trigger('Design')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Design' })).toHaveTextContent('Size and orientation');
    expect(onValueChange).toHaveBeenLastCalledWith('design');

    // Single: opening another closes the first.
    await user.click(trigger('Data'));
    expect(trigger('Design')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('region', { name: 'Data' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(trigger('Data'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(onValueChange).toHaveBeenCalledTimes(3);
  });

  it('keeps the open section open when single and not collapsible', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Single defaultValue="print" />);
    await user.click(trigger('Print'));
    expect(trigger('Print')).toHaveAttribute('aria-expanded', 'true');
    expect(trigger('Print')).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens several sections when multiple and reports the whole set', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(<Multiple defaultValue={['design']} onValueChange={onValueChange} />);
    await user.click(trigger('Print'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith(['design', 'print']);
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      trigger('Design').id,
      trigger('Print').id,
    ]);
    await user.click(trigger('Design'));
    expect(onValueChange).toHaveBeenLastCalledWith(['print']);
  });

  it('follows a controlled value and only asks for changes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderWithProviders(<Multiple value={['data']} onValueChange={onValueChange} />);
    expect(trigger('Data')).toHaveAttribute('aria-expanded', 'true');

    await user.click(trigger('Design'));
    expect(onValueChange).toHaveBeenCalledWith(['data', 'design']);
    // The owner did not accept the change, so nothing moved.
    expect(trigger('Design')).toHaveAttribute('aria-expanded', 'false');

    // Like the features dialog: picking a top item clears every fold.
    rerender(<Multiple value={[]} onValueChange={onValueChange} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works as a controlled single accordion held in state', async () => {
    const user = userEvent.setup();
    function Faq() {
      const [open, setOpen] = useState('');
      return (
        <>
          <p>Open: {open || 'none'}</p>
          <Single collapsible value={open} onValueChange={setOpen} />
        </>
      );
    }
    renderWithProviders(<Faq />);
    await user.click(trigger('Data'));
    expect(screen.getByText('Open: data')).toBeInTheDocument();
    await user.click(trigger('Data'));
    expect(screen.getByText('Open: none')).toBeInTheDocument();
  });

  it('does not open a disabled item, and the keyboard skips it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithProviders(
      <Accordion type="multiple" onValueChange={onValueChange}>
        {items(['data'])}
      </Accordion>,
    );
    expect(trigger('Data')).toBeDisabled();
    await user.click(trigger('Data'));
    expect(onValueChange).not.toHaveBeenCalled();

    await user.tab();
    expect(trigger('Design')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger('Print')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger('Design')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger('Print')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenCalledWith(['print']);
    await user.keyboard(' ');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('wraps triggers in headings of the chosen level and sizes them', () => {
    renderWithProviders(
      <Accordion type="single" headingLevel={2} size="small">
        {items()}
      </Accordion>,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Design',
      'Data',
      'Print',
    ]);
    expect(trigger('Data')).toHaveAttribute('data-size', 'small');
  });

  it('takes its size from the theme by default', () => {
    renderWithProviders(<Single />, { size: 'mini' });
    expect(trigger('Design')).toHaveAttribute('data-size', 'mini');
  });

  describe('bad props', () => {
    const cases: Array<[string, () => ReactElement, string]> = [
      [
        'an item without a value',
        () => (
          <Accordion type="single">
            <AccordionItem value={undefined as unknown as string}>
              <AccordionTrigger>Design</AccordionTrigger>
            </AccordionItem>
          </Accordion>
        ),
        '[labelwise/ui: Accordion] AccordionItem needs a non-empty string value',
      ],
      [
        'an item with an empty value',
        () => (
          <Accordion type="single">
            <AccordionItem value=" ">
              <AccordionTrigger>Design</AccordionTrigger>
            </AccordionItem>
          </Accordion>
        ),
        '[labelwise/ui: Accordion] AccordionItem needs a non-empty string value',
      ],
      [
        'an unknown type',
        () => <Accordion type={'many' as 'multiple'}>{items()}</Accordion>,
        "[labelwise/ui: Accordion] type must be one of single, multiple; received 'many'.",
      ],
      [
        'a string value on a multiple accordion',
        () => (
          <Accordion type="multiple" value={'design' as unknown as string[]}>
            {items()}
          </Accordion>
        ),
        "[labelwise/ui: Accordion] value must be an array of item values when type is 'multiple'; received 'design'.",
      ],
      [
        'an array defaultValue on a single accordion',
        () => (
          <Accordion type="single" defaultValue={['design'] as unknown as string}>
            {items()}
          </Accordion>
        ),
        "[labelwise/ui: Accordion] defaultValue must be a string (one item value, or '' for none) when type is 'single'; received an array.",
      ],
      [
        'an item outside an accordion',
        () => <AccordionItem value="design" />,
        '[labelwise/ui: Accordion] AccordionItem must be rendered inside <Accordion>.',
      ],
      [
        'a trigger outside an item',
        () => (
          <Accordion type="single">
            <AccordionTrigger>Design</AccordionTrigger>
          </Accordion>
        ),
        '[labelwise/ui: Accordion] AccordionTrigger must be rendered inside <AccordionItem>.',
      ],
      [
        'a trigger without a name',
        () => (
          <Accordion type="single">
            <AccordionItem value="design">
              <AccordionTrigger>{''}</AccordionTrigger>
            </AccordionItem>
          </Accordion>
        ),
        '[labelwise/ui: Accordion] AccordionTrigger needs visible text (children) or an aria-label',
      ],
    ];

    it.each(cases)('throws a labelled error for %s', (_, ui, message) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(() => renderWithProviders(ui())).toThrow(message);
    });
  });
});
