// Per-page <title> and meta tags. React 19 hoists these into <head> wherever they render.
import { useOrigin, usePageUrl } from './use-origin.ts';

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Open Graph: an absolute or root-relative image, and the type (website or product). */
  image?: string | null;
  type?: 'website' | 'product';
}

const SITE_NAME = 'MGRID';

function absolute(url: string, origin: string): string {
  return origin ? new URL(url, origin).toString() : url;
}

export function PageMeta({ title, description, keywords, image, type = 'website' }: PageMetaProps) {
  const origin = useOrigin();
  const pageUrl = usePageUrl();
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
      {pageUrl && <meta property="og:url" content={pageUrl} />}
      {image && <meta property="og:image" content={absolute(image, origin)} />}
    </>
  );
}
