// /admin/dealers: the channel's desk, loaded only when opened (with its Hindi texts): the
// Applications tab (review), the Dealers tab (terms and standing) and the Ageing tab (what
// each dealer owes by age), the Prices tab (every tier's dealer prices, drafts and one
// publish), the tab in the address (?tab=dealers, ?tab=ageing, ?tab=prices), and each dealer's page at /admin/dealers/:dealerId. Online work: offline it
// says so up front; what is typed stays in the forms.
import '@mantine/core/styles/Tabs.css';
import { Alert, Tabs } from '@mantine/core';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { useSyncStatus } from '../../../sync/sync-status/hooks.ts';
import { t } from '../../i18n/index.ts';
import { AgeingReport } from './ageing-report.tsx';
import { ApplicationList } from './application-list.tsx';
import { DealerList } from './dealer-list.tsx';
import { DealerPage } from './dealer-page.tsx';
import { PriceGridTab } from './price-grid.tsx';

function OnlineNotice() {
  const { online } = useSyncStatus();
  if (online) return null;
  return (
    <Alert color="yellow" mb="sm" role="status" data-testid="dealers-offline">
      {t(
        "You are offline. A dealer's page shows what this device last read, and a payment collected now is recorded once you are back online; reviews and other changes need a connection.",
      )}
    </Alert>
  );
}

function DealerTabs() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab =
    asked === 'dealers' || asked === 'ageing' || asked === 'prices' ? asked : 'applications';
  return (
    <Tabs
      value={tab}
      onChange={(next) =>
        setParams(next && next !== 'applications' ? { tab: next } : {}, { replace: true })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="applications" data-testid="tab-applications">
          {t('Applications')}
        </Tabs.Tab>
        <Tabs.Tab value="dealers" data-testid="tab-dealers">
          {t('Dealers')}
        </Tabs.Tab>
        <Tabs.Tab value="ageing" data-testid="tab-ageing">
          {t('Ageing')}
        </Tabs.Tab>
        <Tabs.Tab value="prices" data-testid="tab-prices">
          {t('Prices')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="applications">
        <ApplicationList />
      </Tabs.Panel>
      <Tabs.Panel value="dealers">
        <DealerList />
      </Tabs.Panel>
      <Tabs.Panel value="ageing">
        <AgeingReport />
      </Tabs.Panel>
      <Tabs.Panel value="prices">
        <PriceGridTab />
      </Tabs.Panel>
    </Tabs>
  );
}

export function DealerDesk() {
  return (
    <>
      <OnlineNotice />
      <Routes>
        <Route index element={<DealerTabs />} />
        <Route path=":dealerId" element={<DealerPage />} />
      </Routes>
    </>
  );
}
