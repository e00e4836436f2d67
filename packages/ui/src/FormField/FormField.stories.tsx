import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Input } from '../Input';
import { Textarea } from '../Textarea';
import { FormField } from './FormField';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: {
    label: 'Email',
    hint: 'We reply within two working days.',
    required: false,
    children: <Input type="email" placeholder="name@example.com" />,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We reply within two working days.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please input', children: <Input type="email" defaultValue="" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We reply within two working days. Error: Please input');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please input');
  },
};

export const TextareaField: Story = {
  args: {
    label: 'Message',
    hint: undefined,
    required: true,
    error: 'Please enter your message',
    children: <Textarea autosize={{ minRows: 4 }} />,
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAccessibleDescription('Error: Please enter your message');
  },
};

/** A contact form: errors appear on submit, are announced, and clear as the visitor types. */
function ContactForm({
  labels,
}: {
  labels: Record<'name' | 'email' | 'message' | 'send' | 'input' | 'messageError', string>;
}) {
  const [values, setValues] = useState({ name: '', email: '', message: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    name: submitted && !values.name.trim() ? labels.input : undefined,
    email: submitted && !values.email.trim() ? labels.input : undefined,
    message: submitted && !values.message.trim() ? labels.messageError : undefined,
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'grid', gap: 16 }}>
      <FormField label={labels.name} required error={errors.name}>
        <Input value={values.name} onChange={(e) => setValues({ ...values, name: e.target.value })} />
      </FormField>
      <FormField label={labels.email} required error={errors.email}>
        <Input type="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      </FormField>
      <FormField label={labels.message} required error={errors.message}>
        <Textarea rows={4} value={values.message} onChange={(e) => setValues({ ...values, message: e.target.value })} />
      </FormField>
      <div>
        <Button type="submit" variant="primary">
          {labels.send}
        </Button>
      </div>
    </form>
  );
}

const english = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
  send: 'Send',
  input: 'Please input',
  messageError: 'Please enter your message',
};

export const ContactFormValidation: Story = {
  render: () => <ContactForm labels={english} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(canvas.queryByText('Please input')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Error: Please input');
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Error: Please input',
      'Error: Please input',
      'Error: Please enter your message',
    ]);
    await userEvent.type(name, 'Ada Lovelace');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(alerts[0]).toBeEmptyDOMElement();
  },
};

export const ChineseSimplified: Story = {
  globals: { locale: 'zh-cn' },
  render: () => (
    <ContactForm
      labels={{
        name: '姓名',
        email: '电子邮箱',
        message: '留言',
        send: '发送',
        input: '请输入',
        messageError: '请输入您的留言',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送' }));
    await expect(canvas.getByRole('textbox', { name: '留言' })).toHaveAccessibleDescription(
      /^错误：\s?请输入您的留言$/,
    );
  },
};
