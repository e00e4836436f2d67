'use client';

// The top bar and footer take functions (the language choice, how to render a link), so they live in a client
// component: internal links become Next.js links, and a language choice becomes a route.
import { Footer, TopBar, type FooterGroups, type Locale, type RenderLink, type TopBarItem } from '@labelwise/ui';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';

// Next's Link forwards the library's class, ARIA attributes, ref and click handler to its <a>.
const renderLink: RenderLink = ({ href, children, ...rest }) => (
  <Link href={href} {...rest}>
    {children}
  </Link>
);

const menu: TopBarItem[] = [
  { key: 'printers', title: 'Printers', href: '/printers' },
  { key: 'shop', title: 'Shop', href: 'https://shop.acme.example' },
];

const footerGroups: FooterGroups = {
  pages: [{ key: 'contact', title: 'Contact', href: '/contact' }],
  features: [],
  guides: [],
};

export function PartnerChrome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const router = useRouter();
  const home = `/${locale}`;
  return (
    <>
      <TopBar
        items={menu}
        homeHref={home}
        currentPath={home}
        onLocaleChange={(next) => router.push(`/${next}`)}
        renderLink={renderLink}
      />
      <main>{children}</main>
      <Footer groups={footerGroups} homeHref={home} currentPath={home} renderLink={renderLink} />
    </>
  );
}
