import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { DealerApplication } from '../../../sync/dealer-applications/model.ts';
import { discardDealerApplication } from '../../../sync/dealer-applications/actions.ts';
import { useMyDealerApplications } from '../../../sync/dealer-applications/hooks.ts';
import { t } from '../../i18n/index.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { ApplicationStatus } from './application-status.tsx';
import { DealerApplyForm } from './dealer-apply-form.tsx';
import { forgetDraft, readDraft, type ApplicationDraft } from './draft.ts';

/** A refused application's fields, to correct (the mobile without +91, as it is typed). */
const draftOf = (a: DealerApplication): ApplicationDraft => ({
  businessName: a.businessName,
  tradeName: a.tradeName ?? '',
  gstin: a.gstin,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2 ?? '',
  pinCode: a.pinCode,
  city: a.city,
  state: a.state,
  ownerName: a.ownerName,
  mobile: a.mobile.replace(/^\+91/, ''),
  email: a.email,
  shopType: a.shopType,
});

/**
 * /dealers/apply: the application form, or where the signed-in person's latest application
 * stands (on this phone, waiting for review, approved, rejected with the reason). A refused one
 * shows the database's reason above the form to correct it; a rejected one may apply again.
 */
export function DealerApply() {
  const session = useSession();
  const { applications } = useMyDealerApplications();
  const latest = applications[0] ?? null;
  const [again, setAgain] = useState(false);
  // Read once: the form keeps it as it is typed.
  const [draft] = useState(readDraft);
  const saved = () => {
    forgetDraft();
    setAgain(false);
  };

  if (session.status === 'signed-in' && latest && latest.sendState !== 'refused' && !again) {
    return <ApplicationStatus application={latest} onApplyAgain={() => setAgain(true)} />;
  }
  if (session.status === 'signed-in' && latest?.sendState === 'refused') {
    return (
      <Stack gap="xl">
        <ApplicationStatus application={latest} />
        <Button
          variant="subtle"
          color="red"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => void discardDealerApplication(latest.id)}
          data-testid="dealer-application-discard"
        >
          {t('Discard this application')}
        </Button>
        <DealerApplyForm
          key={latest.id}
          initialValues={draftOf(latest)}
          resend={latest.id}
          onSaved={saved}
        />
      </Stack>
    );
  }
  return <DealerApplyForm initialValues={draft} onSaved={saved} />;
}
