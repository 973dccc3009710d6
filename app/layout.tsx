import type { Metadata } from 'next';
import Link from 'next/link';
import './globals.css';
import { sitePages } from '@/lib/content/catalogue';
import { siteIdentity } from '@/lib/site/site-identity';
import { siteUrl } from '@/lib/site/site-url';
import { pagePath } from '@/lib/site/urls';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { template: `%s · ${siteIdentity.name}`, default: `${siteIdentity.name}: ${siteIdentity.tagline}` },
  description: siteIdentity.description,
};

export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <Link href="/" className="site-name">
            {siteIdentity.name}
          </Link>
          <nav aria-label="Site">
            <ul>
              {sitePages().map((page) => (
                <li key={page.slug}>
                  <Link href={pagePath(page.slug)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main>{children}</main>
        <footer className="site-footer">
          <p>{siteIdentity.guidanceNote}</p>
          <p>
            Free to read and to build on: <Link href="/developers/">JSON API and Markdown mirrors</Link>. Please credit{' '}
            {siteIdentity.publisher} when you quote.
          </p>
        </footer>
      </body>
    </html>
  );
}
