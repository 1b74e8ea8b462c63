// Per-page <title> and meta tags. React 19 hoists these into <head> wherever they render.
// og:url, og:image and the canonical link are absolute on the site's public origin, the same
// in the pre-rendered HTML and after hydration (a crawler reads only the former).
import { useLocation } from 'react-router-dom';
import { absoluteUrl, canonicalUrl } from '../lib/site-url.ts';
import { SITE_ORIGIN } from './site-origin.ts';

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
  const pageUrl = canonicalUrl(useLocation().pathname, SITE_ORIGIN);
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
    </>
  );
}
