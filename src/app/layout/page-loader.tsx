import { Center, Loader } from '@mantine/core';
import { t } from '../../i18n/index.ts';

/** Shown while a page's code loads (first visit to a route). */
export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true">
      <Loader aria-label={t('Loading')} />
    </Center>
  );
}
