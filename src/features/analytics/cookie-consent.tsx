import { Anchor, Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSiteSettings } from '../../../sync/site-settings/hooks.ts';
import { BottomNotice } from '../../ui/bottom-notice.tsx';
import { setConsent, useConsent } from './consent.ts';
import { isMeasurementId, loadGoogleAnalytics } from './google-analytics.ts';
import { PurchaseEvents } from './purchase-events.tsx';
import { t } from '../../i18n/index.ts';

/**
 * Asks for analytics consent, but only when there is analytics to consent to (a GA id in
 * site settings), and loads GA only after "Accept"; then reports purchases as their receipts
 * arrive.
 */
export function CookieConsent() {
  const { gaMeasurementId } = useSiteSettings();
  const consent = useConsent();
  const hasAnalytics = isMeasurementId(gaMeasurementId);

  useEffect(() => {
    if (hasAnalytics && consent === 'accepted') loadGoogleAnalytics(gaMeasurementId);
  }, [hasAnalytics, consent, gaMeasurementId]);

  if (!hasAnalytics) return null;
  if (consent === 'accepted') return <PurchaseEvents />;
  if (consent !== null) return null;
  return (
    <BottomNotice label={t('Cookie consent')} zIndex={210} data-testid="cookie-consent">
      <Text fz="sm" mb="sm">
        {t(
          'We would like to use analytics cookies to see which pages help our customers, and to receive reports of errors on this device (no personal details). Both are on only if you accept. See our',
        )}{' '}
        <Anchor component={Link} to="/cookie-policy" fz="sm" underline="always">
          {t('Cookie Policy')}
        </Anchor>
        .
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={() => setConsent('accepted')}>
          {t('Accept')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setConsent('declined')}>
          {t('Decline')}
        </Button>
      </Group>
    </BottomNotice>
  );
}
