import { Box, Button, CloseButton, Group, Marquee, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { opensInNewTab } from '../../lib/banners.ts';
import { BANNER_MARQUEE_MOBILE_SECONDS, BANNER_MARQUEE_SECONDS } from '../../lib/constants.ts';
import { t } from '../../i18n/index.ts';

export interface PromoBannerView {
  id: string;
  title: string;
  subtitle: string | null;
  cta_text: string | null;
  cta_url: string | null;
  background_color: string;
  text_color: string;
}

export interface PromoBannerProps {
  banner: PromoBannerView;
  onDismiss: (id: string) => void;
}

function CallToAction({ text, url }: { text: string; url: string }) {
  const common = { size: 'compact-sm', variant: 'white', color: 'dark', radius: 'xl' } as const;
  if (opensInNewTab(url)) {
    return (
      <Button {...common} component="a" href={url} target="_blank" rel="noopener noreferrer">
        {text}
      </Button>
    );
  }
  return (
    <Button {...common} component={Link} to={url}>
      {text}
    </Button>
  );
}

/**
 * The promotional strip on top of every page: the title and subtitle scroll (45 s a loop,
 * 40 s on phones; paused on hover and for reduced motion), the call to action and the
 * dismiss button stay put so they are easy to hit.
 */
export function PromoBanner({ banner, onDismiss }: PromoBannerProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const seconds = phone ? BANNER_MARQUEE_MOBILE_SECONDS : BANNER_MARQUEE_SECONDS;
  const cta =
    banner.cta_text && banner.cta_url ? { text: banner.cta_text, url: banner.cta_url } : null;
  return (
    <Box
      component="aside"
      aria-label={t('Promotion')}
      data-testid="promo-banner"
      h="100%"
      style={{ backgroundColor: banner.background_color, color: banner.text_color }}
    >
      <Group wrap="nowrap" gap="xs" px="sm" h="100%" maw={1320} mx="auto">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <VisuallyHidden>
            {banner.title}
            {banner.subtitle ? `. ${banner.subtitle}` : ''}
          </VisuallyHidden>
          <Marquee
            aria-hidden
            duration={seconds * 1000}
            pauseOnHover
            fadeEdges={false}
            gap={48}
            className="promo-marquee"
            data-duration-seconds={seconds}
          >
            <Text span fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {banner.title}
            </Text>
            {banner.subtitle && (
              <Text span fz="sm" style={{ whiteSpace: 'nowrap', opacity: 0.92 }}>
                {banner.subtitle}
              </Text>
            )}
          </Marquee>
        </Box>
        {cta && <CallToAction text={cta.text} url={cta.url} />}
        <CloseButton
          aria-label={t('Dismiss this offer')}
          onClick={() => onDismiss(banner.id)}
          style={{ color: banner.text_color }}
          variant="transparent"
        />
      </Group>
    </Box>
  );
}
