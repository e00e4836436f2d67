import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../Input';
import { Textarea } from '../Textarea';
import { renderWithProviders } from '../test/renderWithProviders';
import { FormField } from './FormField';

function describedByTexts(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe('FormField', () => {
  it('labels the control with a generated id and adds nothing else by default', () => {
    renderWithProviders(
      <FormField label="Name">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('keeps an id the control already has', () => {
    renderWithProviders(
      <FormField label="Email">
        <Input id="contact-email" />
      </FormField>,
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'contact-email');
  });

  it('describes the control by its hint and error, after any description it already had', () => {
    renderWithProviders(
      <>
        <p id="outside">Shown on your invoice.</p>
        <FormField label="Phone" hint="Include the country code." error="Please input">
          <Input aria-describedby="outside" />
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(describedByTexts(input)).toEqual([
      'Shown on your invoice.',
      'Include the country code.',
      'Error: Please input',
    ]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Shown on your invoice. Include the country code. Error: Please input');
  });

  it('puts the error in an alert region that stays mounted, so a new error is announced', () => {
    const { rerender } = renderWithProviders(
      <FormField label="Message">
        <Textarea />
      </FormField>,
    );
    const region = screen.getByRole('alert');
    rerender(
      <FormField label="Message" error="Please enter your message">
        <Textarea />
      </FormField>,
    );
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent('Error: Please enter your message');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks required fields once: aria-required on the control, the visual marker hidden', () => {
    renderWithProviders(
      <FormField label="Email" required>
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('translates the screen-reader error prefix', () => {
    renderWithProviders(
      <FormField label="姓名" error="请输入">
        <Input />
      </FormField>,
      { locale: 'zh-cn' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('错误：请输入');
  });

  it('treats an empty error as no error', () => {
    renderWithProviders(
      <FormField label="Name" error="">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
  });

  it('throws a labelled error unless given exactly one element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message =
      '[labelwise/ui: FormField] children must be exactly one form control element (for example <Input />).';
    expect(() =>
      renderWithProviders(
        // @ts-expect-error two children are a type error too
        <FormField label="Name">
          <Input />
          <Input />
        </FormField>,
      ),
    ).toThrow(message);
    expect(() =>
      renderWithProviders(
        // @ts-expect-error text is not an element
        <FormField label="Name">text</FormField>,
      ),
    ).toThrow(message);
  });
});
