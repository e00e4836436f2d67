import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger, dialogVariants, type DialogContentProps } from './Dialog';

const onOpenChange = fn();

function Footer() {
  return (
    <>
      <DialogClose asChild>
        <Button>Cancel</Button>
      </DialogClose>
      <DialogClose asChild>
        <Button variant="primary">Send message</Button>
      </DialogClose>
    </>
  );
}

function ContactBody() {
  return (
    <form style={{ display: 'grid', gap: 12 }} onSubmit={(event) => event.preventDefault()}>
      <label style={{ display: 'grid', gap: 4 }}>
        Name
        <input name="name" defaultValue="Alex Chen" style={{ font: 'inherit', padding: '6px 8px' }} />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        Email
        <input
          name="email"
          type="email"
          defaultValue="alex@example.com"
          style={{ font: 'inherit', padding: '6px 8px' }}
        />
      </label>
    </form>
  );
}

const privacyParagraphs = [
  'We collect the contact details you send us through the contact form (name, email, phone and message) only to answer your request.',
  'Download statistics are counted without identifying you. The label editor itself works offline and does not upload your label files.',
  'Printer drivers are provided by the printer manufacturers. When you download a driver, the file is served from our content network.',
  'We keep support messages for up to 24 months so that we can follow up on open cases, then delete them.',
  'You may ask us at any time which data we hold about you, and ask us to correct or delete it.',
  'Cookies are used only to remember your language and your sidebar preference; no advertising cookies are set.',
  'If you use the browser extension, its settings stay in your browser profile and are never sent to us.',
  'Questions about this policy can be sent through the contact form; we answer within five working days.',
  'This policy may change when the product changes. The date of the latest revision is shown at the top of the page.',
  'By using the site you agree to this policy. If you do not agree, please do not send us personal data.',
];

function Opener(props: DialogContentProps & { defaultOpen?: boolean; trigger?: string }) {
  const { defaultOpen, trigger = 'Contact us', ...content } = props;
  return (
    <Dialog defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="primary">{trigger}</Button>
      </DialogTrigger>
      <DialogContent {...content} />
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogContent,
  args: {
    title: 'Contact us',
    description: 'Tell us about your printer and we will answer within five working days.',
    variant: 'modal',
    hideCloseButton: false,
    children: <ContactBody />,
    footer: <Footer />,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: dialogVariants },
    width: { control: { type: 'number', min: 240, step: 20 } },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => <Opener {...args} />,
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Contact us' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toHaveAccessibleDescription(
      'Tell us about your printer and we will answer within five working days.',
    );
    // Focus moves into the dialog and Tab cannot leave it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    // Escape closes it and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    // The footer's Cancel closes it too.
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true } as Partial<DialogContentProps>,
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Contact us' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    // Focus starts on the form's first field, not on the × button.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Contact us' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Contact us' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Drawer: Story = {
  args: {
    defaultOpen: true,
    variant: 'drawer',
    title: 'Page style settings',
    description: undefined,
    footer: (
      <>
        <DialogClose asChild>
          <Button>Reset</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="primary">Save</Button>
        </DialogClose>
      </>
    ),
    children: (
      <div style={{ display: 'grid', gap: 16 }}>
        <p style={{ margin: 0 }}>Theme colour, sidebar style and layout options for this browser.</p>
        {['Top navigation', 'Tags view', 'Fixed header', 'Sidebar logo', 'Dynamic title'].map((label) => (
          <label key={label} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            {label}
            <input type="checkbox" defaultChecked={label !== 'Top navigation'} />
          </label>
        ))}
      </div>
    ),
  } as Partial<DialogContentProps>,
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Page style settings' });
    await expect(dialog).toHaveAttribute('data-variant', 'drawer');
    const box = dialog.getBoundingClientRect();
    // A full-height sheet on the right edge.
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(Math.round(box.width)).toBe(360);
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Privacy & Compliance',
    description: undefined,
    width: 480,
    children: ['What we collect', 'How long we keep it', 'Your choices'].map((heading, section) => (
      <section key={heading}>
        <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>
          {section + 1}. {heading}
        </h3>
        {privacyParagraphs.slice([0, 4, 7][section], [4, 7, 10][section]).map((text) => (
          <p key={text} style={{ margin: '0 0 12px' }}>
            {text}
          </p>
        ))}
      </section>
    )),
    footer: (
      <DialogClose asChild>
        <Button variant="primary">I understand</Button>
      </DialogClose>
    ),
  } as Partial<DialogContentProps>,
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Privacy & Compliance' });
    const body = dialog.querySelector<HTMLElement>('[data-scrollable]');
    // The body scrolls inside the panel (and can be focused to scroll by keyboard); the footer stays visible.
    await waitFor(() => expect(body).not.toBeNull());
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    await expect(body).toHaveAttribute('tabindex', '0');
    await expect(within(dialog).getByRole('button', { name: 'I understand' })).toBeVisible();
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const WithoutCloseButton: Story = {
  args: {
    defaultOpen: true,
    hideCloseButton: true,
    title: 'Download the driver',
    description: 'The driver works on Windows 10 and later.',
    children: null,
  } as Partial<DialogContentProps>,
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Download the driver' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(document.body).getByRole('button', { name: 'Contact us' }));
    await within(document.body).findByRole('dialog', { name: 'Download the driver' });
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true } as Partial<DialogContentProps>,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Contact us' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ChineseSimplified: Story = {
  args: {
    defaultOpen: true,
    title: '联系我们',
    description: '请告诉我们您的打印机型号，我们将在五个工作日内回复。',
  } as Partial<DialogContentProps>,
  globals: { locale: 'zh-cn' },
  parameters: { visual: { target: 'viewport' } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '联系我们' });
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};
