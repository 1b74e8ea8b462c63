// /dealer, /dealer/order, /dealer/ledger, /dealer/statement/:from/:to and /dealer/team (the
// owner's) for a dealer's member; anyone else reads what these pages are and
// where to apply.
import { Loader, Stack, Text } from '@mantine/core';
import { Route, Routes } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { useDealerCopy } from '../../../sync/dealer-prices/hooks.ts';
import { useSession } from '../../../sync/session/hooks.ts';
import { DealerLedgerScreen, DealerStatementScreen } from './dealer-account.tsx';
import { DealerHome } from './dealer-home.tsx';
import { DealerTeam } from './dealer-team.tsx';
import { QuickOrderPad } from './quick-order-pad.tsx';

/** Someone who is not a dealer's member: what these pages are, and where to apply. */
function NotADealer({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack gap="sm" align="flex-start" data-testid="not-a-dealer">
      <Text>
        {t(
          'These pages are for the shops that sell MGRID tools: dealer prices, credit and quick reorders.',
        )}
      </Text>
      {!signedIn && (
        <LinkButton to="/login" variant="light">
          {t('Sign in')}
        </LinkButton>
      )}
      <LinkButton to="/dealers/apply">{t('Become a dealer')}</LinkButton>
    </Stack>
  );
}

export function DealerScreens() {
  const session = useSession();
  const copy = useDealerCopy();
  return (
    <>
      <Routes>
        <Route index element={<PageHeading title={t('Your shop')} />} />
        <Route path="order" element={<PageHeading title={t('Quick order')} />} />
        <Route path="ledger" element={<PageHeading title={t('Your account')} />} />
        <Route path="team" element={<PageHeading title={t('Shop team')} />} />
        <Route
          path="statement/:from/:to"
          element={<PageHeading title={t('Statement of account')} />}
        />
      </Routes>
      {session.status === 'checking' ? (
        <Loader aria-label={t('Loading')} />
      ) : copy === null ? (
        <NotADealer signedIn={session.status === 'signed-in'} />
      ) : (
        <Routes>
          <Route index element={<DealerHome copy={copy} />} />
          <Route path="order" element={<QuickOrderPad copy={copy} />} />
          <Route path="ledger" element={<DealerLedgerScreen copy={copy} />} />
          <Route path="team" element={<DealerTeam copy={copy} />} />
          <Route path="statement/:from/:to" element={<DealerStatementScreen copy={copy} />} />
        </Routes>
      )}
    </>
  );
}
