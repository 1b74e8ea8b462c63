import { Alert, Button, Stack, Text, type MantineColor } from '@mantine/core';
import { intlLocale, t } from '../../i18n/index.ts';
import type { DealerApplication } from '../../../sync/dealer-applications/model.ts';
import { shownMessage } from '../../ui/form-errors.ts';
import { shopTypeLabel } from './shop-types.ts';

interface View {
  state: string;
  color: MantineColor;
  title: string;
  body: string;
}

function viewOf(application: DealerApplication): View {
  if (application.sendState === 'waiting') {
    return {
      state: 'waiting',
      color: 'yellow',
      title: t('Saved on this phone'),
      body: t(
        'Your application is saved on this phone. It will be sent when you are back online; nothing more to do.',
      ),
    };
  }
  if (application.sendState === 'refused') {
    return {
      state: 'refused',
      color: 'red',
      title: t('We could not take this application'),
      body: shownMessage(application.refusedBecause ?? ''),
    };
  }
  switch (application.status) {
    case 'approved':
      return {
        state: 'approved',
        color: 'green',
        title: t('Your application is approved'),
        body: t(
          'Welcome to the MGRID dealer network. Sign in on the shop phone to see your dealer prices.',
        ),
      };
    case 'rejected':
      return {
        state: 'rejected',
        color: 'red',
        title: t('Your application was not approved'),
        body: t('Reason: {reason}', { reason: application.rejectReason ?? '' }),
      };
    default:
      return {
        state: 'pending',
        color: 'blue',
        title: t('Sent: waiting for review'),
        body: t(
          'We have your application. Our team reviews it, usually within two working days, and tells you by SMS and email.',
        ),
      };
  }
}

export interface ApplicationStatusProps {
  application: DealerApplication;
  /** Offered once an application was rejected. */
  onApplyAgain?(): void;
}

/** Where the person's application stands: on this phone, sent and waiting, or decided. */
export function ApplicationStatus({ application, onApplyAgain }: ApplicationStatusProps) {
  const view = viewOf(application);
  const date = new Date(application.createdAt).toLocaleDateString(intlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  return (
    <Stack gap="sm" maw={760}>
      <Alert
        color={view.color}
        title={view.title}
        role={view.state === 'refused' ? 'alert' : 'status'}
        data-testid="dealer-application-status"
        data-state={view.state}
      >
        <Text fz="sm" data-testid="dealer-application-message">
          {view.body}
        </Text>
      </Alert>
      <Text fz="sm" c="dimmed">
        {t('{business} ({gstin}), {shopType}, applied on {date}', {
          business: application.businessName,
          gstin: application.gstin,
          shopType: shopTypeLabel(application.shopType),
          date,
        })}
      </Text>
      {view.state === 'rejected' && onApplyAgain && (
        <Button variant="light" onClick={onApplyAgain} style={{ alignSelf: 'flex-start' }}>
          {t('Apply again')}
        </Button>
      )}
    </Stack>
  );
}
