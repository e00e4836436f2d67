import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../Accordion';
import { Breadcrumb } from '../Breadcrumb';
import { Button } from '../Button';
import { CompatibilityChart } from '../CompatibilityChart';
import { DriverTable } from '../DriverTable';
import { EmptyState } from '../EmptyState';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { Link } from '../Link';
import { ManualsTable } from '../ManualsTable';
import { Select } from '../Select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { Textarea } from '../Textarea';
import { compatibility, downloads, drivers, faq, highlights, manuals, printerModels } from './fixtures';
import { Actions, CardGrid, SitePage } from './TemplateLayout';

const meta = {
  title: 'Templates/Site',
  parameters: {
    lwPadding: false,
    docs: {
      description: {
        component:
          'Whole pages of the public site composed from the library with sample content: what a visitor sees. ' +
          'Switch the Locale, Brand and Viewport toolbars to review each page in every language, brand and size.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

function HomePage() {
  return (
    <SitePage currentPath="/index">
      <h1>Design and print labels from any device</h1>
      <p>Works on Windows, macOS, iOS and Android, turns spreadsheets into labels and prints every common barcode.</p>
      <Actions>
        <Button variant="primary">Download the app</Button>
        <Link href="/chart" variant="plain">
          See supported printers
        </Link>
      </Actions>
      <h2>What you can do</h2>
      <CardGrid>
        {highlights.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.body}</p>
          </li>
        ))}
      </CardGrid>
    </SitePage>
  );
}

/** The site home: the top bar with search, a hero with one primary action, feature cards and the footer. */
export const Home: Story = {
  render: () => <HomePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Design and print labels from any device' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download the app' })).toBeVisible();
    // One banner and one content-info landmark: the page outline a screen reader announces.
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

/** The home page on a phone: the menu collapses behind a button, cards stack. */
export const HomeMobile: Story = {
  render: () => <HomePage />,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** The download page: one tab per platform, the installer for each, the compatibility chart below. */
export const Download: Story = {
  render: () => (
    <SitePage currentPath="/download">
      <h1>Download Labelwise</h1>
      <Tabs defaultValue={downloads[0]?.value}>
        <TabsList aria-label="Download for">
          {downloads.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.title}
            </TabsTrigger>
          ))}
        </TabsList>
        {downloads.map((entry) => (
          <TabsContent key={entry.value} value={entry.value}>
            <p>{entry.body}</p>
            <Button variant="primary">{`Download ${entry.file}`}</Button>
          </TabsContent>
        ))}
      </Tabs>
      <h2>Supported printers</h2>
      <CompatibilityChart caption="Printer compatibility" productName="Labelwise" rows={compatibility} />
    </SitePage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const windows = canvas.getByRole('tab', { name: 'Windows 64-bit' });
    await userEvent.click(windows);
    // Arrow keys move between platforms, as in any tab list.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mac' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Requires macOS 10.14 (Mojave) or later.')).toBeVisible();
  },
};

function DriverFinderPage() {
  const [model, setModel] = useState<string>('PM-241-BT');
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () =>
      drivers.filter(
        (driver) => driver.model === model && driver.title.toLowerCase().includes(query.trim().toLowerCase()),
      ),
    [model, query],
  );
  return (
    <SitePage currentPath="/printers">
      <h1>Drivers</h1>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 320px))', gap: 16 }}>
        <FormField label="Printer model">
          <Select
            options={printerModels.map((name) => ({ value: name, label: name }))}
            value={model}
            onValueChange={setModel}
          />
        </FormField>
        <FormField label="Filter by name">
          <Input value={query} onChange={(event) => setQuery(event.target.value)} />
        </FormField>
      </div>
      {shown.length > 0 ? (
        <DriverTable caption={`Drivers for ${model}`} drivers={shown} />
      ) : (
        <EmptyState
          headingLevel={2}
          title={`No drivers found for “${model}”`}
          description="Try another model or clear the filter."
        />
      )}
    </SitePage>
  );
}

/** The driver finder: pick a model, filter, download. No match shows a helpful empty state, not a blank table. */
export const DriverFinder: Story = {
  render: () => <DriverFinderPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Drivers for PM-241-BT' })).toBeVisible();
    // A header row plus the two PM-241-BT drivers.
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    const filter = canvas.getByRole('textbox', { name: 'Filter by name' });
    await userEvent.type(filter, 'cups');
    await expect(await canvas.findByRole('heading', { name: /No drivers found for/ })).toBeVisible();
    await userEvent.clear(filter);
    await expect(canvas.getByRole('table', { name: 'Drivers for PM-241-BT' })).toBeVisible();
  },
};

/** The driver finder on a phone: each driver becomes a labelled card. */
export const DriverFinderMobile: Story = {
  render: () => <DriverFinderPage />,
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Drivers for PM-241-BT' })).toBeInTheDocument();
  },
};

/** A printer's setup guide: where you are, the manuals, and the questions people ask. */
export const PrinterGuide: Story = {
  render: () => (
    <SitePage currentPath="/pm241">
      <Breadcrumb items={[{ title: 'Guides and FAQ', path: '/guides' }, { title: 'PM-241-BT setup guide' }]} />
      <h1>PM-241-BT setup guide</h1>
      <p>Load 4×6 fanfold labels, pair the printer over Bluetooth in the app and print a test label.</p>
      <ManualsTable caption="Manuals for PM-241-BT" manuals={manuals} />
      <h2>Frequently asked questions</h2>
      <Accordion type="single" collapsible headingLevel={3}>
        {faq.map((entry) => (
          <AccordionItem key={entry.value} value={entry.value}>
            <AccordionTrigger>{entry.title}</AccordionTrigger>
            <AccordionContent>
              <p>{entry.body}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </SitePage>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The breadcrumb marks where the visitor is; the parent page stays a link.
    await expect(
      canvas.getAllByText('PM-241-BT setup guide').some((node) => node.closest('[aria-current="page"]')),
    ).toBe(true);
    const question = canvas.getByRole('button', { name: 'Why is the print incomplete?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/calibrate the printer/)).toBeVisible();
  },
};

function ContactPage() {
  const [errors, setErrors] = useState<{ email?: string; message?: string }>({});
  const [sent, setSent] = useState(false);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: email.includes('@') ? undefined : 'Please enter an email address such as name@example.com.',
      message: message.trim() ? undefined : 'Please enter your message.',
    };
    setErrors(next);
    setSent(!next.email && !next.message);
  };
  return (
    <SitePage currentPath="/contactUs">
      <h1>Contact us</h1>
      <p>Tell us the printer model and what happens; we answer within two working days.</p>
      {sent ? (
        <p role="status">Thank you. Your message has been sent.</p>
      ) : (
        <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
          <FormField label="Email" required error={errors.email}>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <FormField label="Message" required error={errors.message}>
            <Textarea
              autosize={{ minRows: 4, maxRows: 10 }}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" variant="primary">
              Send message
            </Button>
          </div>
        </form>
      )}
    </SitePage>
  );
}

/** The contact page: errors appear on submit next to their fields; a valid message is confirmed in place. */
export const Contact: Story = {
  render: () => <ContactPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Please enter an email address/);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'My D520 prints blank labels.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(canvas.getByText('Thank you. Your message has been sent.')).toBeVisible());
  },
};
