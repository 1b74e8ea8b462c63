// Per-page <title> and meta tags. React 19 hoists these into <head> wherever they render.
// og:url, og:image and the canonical link are absolute on the site's public origin, the same
// in the pre-rendered HTML and after hydration (a crawler reads only the former).
import { useLocation } from 'react-router-dom';
import { absoluteUrl, canonicalUrl } from '../lib/site-url.ts';
import { SITE_ORIGIN } from './site-origin.ts';
import { localHref } from '../i18n/index.ts';
import { localizedPath } from '../lib/i18n/locale.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Open Graph: an absolute or root-relative image, and the type (website or product). */
  image?: string | null;
  type?: 'website' | 'product';
}

const SITE_NAME = 'MGRID';

export function PageMeta({ title, description, keywords, image, type = 'website' }: PageMetaProps) {
  // The router's address has no language prefix: the page's own is this language's, and
  // search engines are told of both (hreflang), English being the default.
  const { pathname } = useLocation();
  const pageUrl = canonicalUrl(localHref(pathname), SITE_ORIGIN);
  const englishUrl = canonicalUrl(pathname, SITE_ORIGIN);
  const hindiUrl = canonicalUrl(localizedPath(pathname, 'hi'), SITE_ORIGIN);
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={pageUrl} />
      {image && <meta property="og:image" content={absoluteUrl(image, SITE_ORIGIN)} />}
      <link rel="canonical" href={pageUrl} />
      <link rel="alternate" hrefLang="en-IN" href={englishUrl} />
      <link rel="alternate" hrefLang="hi-IN" href={hindiUrl} />
      <link rel="alternate" hrefLang="x-default" href={englishUrl} />
    </>
  );
}
