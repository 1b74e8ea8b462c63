import { Container, Group } from '@mantine/core';
import { EmptyState } from '../ui/empty-state.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { PageMeta } from '../ui/page-meta.tsx';
import { t } from '../i18n/index.ts';
import { ERROR_SCREEN_HOME } from '../lib/messages.ts';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <PageMeta
        title={t('Page not found')}
        description={t('This page does not exist on the MGRID shop.')}
      />
      <EmptyState
        title={t('Page not found')}
        level={1}
        action={
          <Group justify="center">
            <LinkButton to="/">{t(ERROR_SCREEN_HOME)}</LinkButton>
            <LinkButton to="/products" variant="default">
              {t('Browse products')}
            </LinkButton>
          </Group>
        }
      >
        {t('We could not find that page. It may have moved, or the link may be mistyped.')}
      </EmptyState>
    </Container>
  );
}
