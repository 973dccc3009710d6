import type { Metadata, Viewport } from 'next';
import './globals.css';
import { HeaderSearch } from './_components/header-search';
import { CHANGE_FEED_LINKS } from './_components/page-metadata';
import { pageBySlug, sitePages } from '@/lib/content/catalogue';
import { siteIdentity } from '@/lib/site/site-identity';
import { siteUrl } from '@/lib/site/site-url';
import { pagePath, routePaths } from '@/lib/site/urls';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { template: `%s · ${siteIdentity.name}`, default: `${siteIdentity.name}: ${siteIdentity.tagline}` },
  description: siteIdentity.description,
  icons: { icon: '/favicon.svg' },
  alternates: { types: CHANGE_FEED_LINKS },
};

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfaf7' },
    { media: '(prefers-color-scheme: dark)', color: '#111417' },
  ],
};

/** The header leads travelers to the guides; developer pages sit after them, quieter, and every site page is in the footer. */
const NAVIGATION = ['about'];
const SECONDARY_NAVIGATION = ['developers'];

export default function RootLayout({ children }: LayoutProps<'/'>) {
  const footerPages = sitePages();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="site-header">
          <div className="site-header-inner">
            <a href="/" className="site-name">
              {siteIdentity.name}
            </a>
            <nav aria-label="Site" className="site-nav">
              <ul>
                <li>
                  <a href={routePaths.guides}>Guides</a>
                </li>
                {[...NAVIGATION, ...SECONDARY_NAVIGATION].map((slug) => {
                  const page = pageBySlug(slug);
                  return page ? (
                    <li key={slug} className={SECONDARY_NAVIGATION.includes(slug) ? 'site-nav-secondary' : undefined}>
                      <a href={pagePath(slug)}>{page.title}</a>
                    </li>
                  ) : null;
                })}
              </ul>
            </nav>
            <HeaderSearch />
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <footer className="site-footer">
          <div className="site-footer-inner">
            <p>{siteIdentity.guidanceNote}</p>
            <nav aria-label="Footer">
              <ul>
                {footerPages.map((page) => (
                  <li key={page.slug}>
                    <a href={pagePath(page.slug)}>{page.title}</a>
                  </li>
                ))}
                <li>
                  <a href={routePaths.llmsTxt}>llms.txt</a>
                </li>
                <li>
                  <a href={routePaths.agentsMd}>agents.md</a>
                </li>
              </ul>
            </nav>
            <p>
              Free to read and to build on, with no key. Please credit {siteIdentity.publisher} when you quote.
            </p>
          </div>
        </footer>
      </body>
    </html>
  );
}
