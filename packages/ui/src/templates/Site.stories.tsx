import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { appVersion, compatibility, downloads, drivers, faq, highlights, manuals, printerModels } from './fixtures';
import { messages as t } from './siteContent.messages';
import { Actions, CardGrid, SiteContent, SitePage } from './TemplateLayout';

const meta = {
  title: 'Templates/Site',
  parameters: {
    lwPadding: false,
    docs: {
      description: {
        component:
          'Whole pages of the public site composed from the library with sample content: what a visitor sees. ' +
          'Switch the Locale, Brand and Viewport toolbars to review each page in every language, brand and size: ' +
          'the sample content is translated too.',
      },
    },
  },
  decorators: [
    (Story) => (
      <SiteContent>
        <Story />
      </SiteContent>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

function HomePage() {
  return (
    <SitePage currentPath="/index">
      <h1>
        <FormattedMessage {...t.homeTitle} />
      </h1>
      <p>
        <FormattedMessage {...t.homeLead} />
      </p>
      <Actions>
        <Button variant="primary">
          <FormattedMessage {...t.homeDownload} />
        </Button>
        <Link href="/chart" variant="plain">
          <FormattedMessage {...t.homePrinters} />
        </Link>
      </Actions>
      <h2>
        <FormattedMessage {...t.homeWhatYouCanDo} />
      </h2>
      <CardGrid>
        {highlights.map((item) => (
          <li key={item.key}>
            <h3>
              <FormattedMessage {...item.title} />
            </h3>
            <p>
              <FormattedMessage {...item.body} />
            </p>
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

function DownloadPage() {
  const intl = useIntl();
  return (
    <SitePage currentPath="/download">
      <h1>
        <FormattedMessage {...t.downloadTitle} />
      </h1>
      <Tabs defaultValue={downloads[0]?.value}>
        <TabsList aria-label={intl.formatMessage(t.downloadTabs)}>
          {downloads.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              <FormattedMessage {...entry.title} />
            </TabsTrigger>
          ))}
        </TabsList>
        {downloads.map((entry) => (
          <TabsContent key={entry.value} value={entry.value}>
            <p>
              <FormattedMessage {...entry.body} values={{ version: appVersion }} />
            </p>
            <Button variant="primary">
              <FormattedMessage {...t.downloadFile} values={{ file: entry.file }} />
            </Button>
          </TabsContent>
        ))}
      </Tabs>
      <h2>
        <FormattedMessage {...t.downloadSupported} />
      </h2>
      <CompatibilityChart caption={intl.formatMessage(t.downloadChart)} productName="Labelwise" rows={compatibility} />
    </SitePage>
  );
}

/** The download page: one tab per platform, the installer for each, the compatibility chart below. */
export const Download: Story = {
  render: () => <DownloadPage />,
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
  const intl = useIntl();
  const [model, setModel] = useState<string>('PM-241-BT');
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () =>
      drivers(intl.formatMessage).filter(
        (driver) => driver.model === model && driver.title.toLowerCase().includes(query.trim().toLowerCase()),
      ),
    [intl, model, query],
  );
  return (
    <SitePage currentPath="/printers">
      <h1>
        <FormattedMessage {...t.navDrivers} />
      </h1>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 320px))', gap: 16 }}>
        <FormField label={intl.formatMessage(t.driversModel)}>
          <Select
            options={printerModels.map((name) => ({ value: name, label: name }))}
            value={model}
            onValueChange={setModel}
          />
        </FormField>
        <FormField label={intl.formatMessage(t.driversFilter)}>
          <Input value={query} onChange={(event) => setQuery(event.target.value)} />
        </FormField>
      </div>
      {shown.length > 0 ? (
        <DriverTable caption={intl.formatMessage(t.driversCaption, { model })} drivers={shown} />
      ) : (
        <EmptyState
          headingLevel={2}
          title={intl.formatMessage(t.driversEmpty, { model })}
          description={intl.formatMessage(t.driversEmptyHint)}
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

function PrinterGuidePage() {
  const intl = useIntl();
  const model = 'PM-241-BT';
  const title = intl.formatMessage(t.guideTitle, { model });
  return (
    <SitePage currentPath="/pm241">
      <Breadcrumb items={[{ title: intl.formatMessage(t.navGuides), path: '/guides' }, { title }]} />
      <h1>{title}</h1>
      <p>
        <FormattedMessage {...t.guideLead} />
      </p>
      <ManualsTable caption={intl.formatMessage(t.guideManuals, { model })} manuals={manuals(intl.formatMessage)} />
      <h2>
        <FormattedMessage {...t.guideFaq} />
      </h2>
      <Accordion type="single" collapsible headingLevel={3}>
        {faq.map((entry) => (
          <AccordionItem key={entry.value} value={entry.value}>
            <AccordionTrigger>
              <FormattedMessage {...entry.title} />
            </AccordionTrigger>
            <AccordionContent>
              <p>
                <FormattedMessage {...entry.body} />
              </p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </SitePage>
  );
}

/** A printer's setup guide: where you are, the manuals, and the questions people ask. */
export const PrinterGuide: Story = {
  render: () => <PrinterGuidePage />,
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
  const intl = useIntl();
  const [errors, setErrors] = useState<{ email?: string; message?: string }>({});
  const [sent, setSent] = useState(false);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      email: email.includes('@') ? undefined : intl.formatMessage(t.contactEmailError),
      message: message.trim() ? undefined : intl.formatMessage(t.contactMessageError),
    };
    setErrors(next);
    setSent(!next.email && !next.message);
  };
  return (
    <SitePage currentPath="/contactUs">
      <h1>
        <FormattedMessage {...t.navContact} />
      </h1>
      <p>
        <FormattedMessage {...t.contactLead} />
      </p>
      {sent ? (
        <p role="status">
          <FormattedMessage {...t.contactSent} />
        </p>
      ) : (
        <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
          <FormField label={intl.formatMessage(t.contactEmail)} required error={errors.email}>
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <FormField label={intl.formatMessage(t.contactMessage)} required error={errors.message}>
            <Textarea
              autosize={{ minRows: 4, maxRows: 10 }}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" variant="primary">
              <FormattedMessage {...t.contactSend} />
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

/** The download page in German: the page's own content follows the Locale toolbar, not only the library's words. */
export const DownloadGerman: Story = {
  render: () => <DownloadPage />,
  globals: { locale: 'de-de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Labelwise herunterladen' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Windows 64 Bit' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Labelwise-3.10.0-x64.exe herunterladen' })).toBeVisible();
    // The footer's links are the app's content too.
    await expect(within(canvas.getByRole('contentinfo')).getByRole('link', { name: 'Gestaltung' })).toBeVisible();
  },
};

/** The contact page in Simplified Chinese: the fields' labels and errors are the page's, in the visitor's language. */
export const ContactChineseSimplified: Story = {
  render: () => <ContactPage />,
  globals: { locale: 'zh-cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '发送留言' }));
    const email = canvas.getByRole('textbox', { name: /电子邮箱/ });
    await expect(email).toHaveAccessibleDescription(/请输入电子邮箱地址/);
  },
};
