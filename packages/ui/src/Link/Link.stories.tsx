import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link, linkVariants } from './Link';

/** Stands in for a router's link component (react-router's `<Link to>`): it owns navigation. */
const navigate = fn();
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, onClick, children, ...rest }, ref) {
    return (
      <a
        ref={ref}
        {...rest}
        href={`#${to}`}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          onClick?.(event);
          event.preventDefault();
          navigate(to);
        }}
      >
        {children}
      </a>
    );
  },
);

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#/download', children: 'Download the label editor', variant: 'inline' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    asChild: { control: false },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download the label editor' });
    await expect(link).toHaveAttribute('href', '#/download');
    await expect(link).toHaveAttribute('data-variant', 'inline');
  },
};

export const Internal: Story = {
  args: { href: '#/printers', children: 'Find your printer driver' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Find your printer driver' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const External: Story = {
  args: { href: 'https://ship.labelwise.example/login', children: 'Ship', externalIcon: true },
  play: async ({ canvasElement }) => {
    // The hidden hint is part of the accessible name: screen-reader users hear that a new tab opens.
    const link = within(canvasElement).getByRole('link', { name: 'Ship (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveTextContent('Ship');
  },
};

export const InParagraph: Story = {
  render: (args) => (
    <p style={{ maxWidth: 560, margin: 0 }}>
      The editor needs macOS 10.14 (Mojave) or later. If your printer is not listed, see the{' '}
      <Link {...args} href="#/chart">
        compatibility chart
      </Link>{' '}
      or read the{' '}
      <Link {...args} href="https://support.labelwise.example/guides">
        setup guides
      </Link>
      .
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'compatibility chart' })).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: 'setup guides (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Plain: Story = {
  args: { variant: 'plain' },
  render: (args) => (
    <nav aria-label="Footer" style={{ display: 'flex', gap: 24, color: 'inherit' }}>
      <Link {...args} href="#/index">
        Home
      </Link>
      <Link {...args} href="#/download">
        Download
      </Link>
      <Link {...args} href="#/guides">
        Guides &amp; FAQ
      </Link>
      <Link {...args} href="https://store.labelwise.example/extension">
        Chrome extension
      </Link>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(4);
    for (const link of links) await expect(link).toHaveAttribute('data-variant', 'plain');
  },
};

export const AsChild: Story = {
  render: (args) => (
    <Link {...args} asChild href="#/download">
      <RouterLink to="/download">Download the label editor</RouterLink>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    // The router's component renders the one anchor, carrying the library's styling.
    const link = within(canvasElement).getByRole('link', { name: 'Download the label editor' });
    await expect(canvasElement.querySelectorAll('a')).toHaveLength(1);
    await expect(link).toHaveAttribute('data-variant', 'inline');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/download');
  },
};
