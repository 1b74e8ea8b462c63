import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import { t } from '../../i18n/index.ts';

/** The MGRID wordmark; links home. */
export function SiteLogo() {
  return (
    <UnstyledButton component={Link} to="/" aria-label={t('MGRID home')}>
      <Group gap={8} wrap="nowrap">
        <img src="/icons/icon.svg" alt="" width={32} height={32} style={{ borderRadius: 6 }} />
        <Text fw={900} fz={22} lts={1} c="dark.9" style={{ lineHeight: 1 }}>
          MGRID
        </Text>
      </Group>
    </UnstyledButton>
  );
}
