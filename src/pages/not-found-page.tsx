import { Container, Group } from '@mantine/core';
import { EmptyState } from '../ui/empty-state.tsx';
import { LinkButton } from '../ui/link-button.tsx';
import { PageMeta } from '../ui/page-meta.tsx';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <PageMeta title="Page not found" description="This page does not exist on the MGRID shop." />
      <EmptyState
        title="Page not found"
        level={1}
        action={
          <Group justify="center">
            <LinkButton to="/">Go to Homepage</LinkButton>
            <LinkButton to="/products" variant="default">
              Browse products
            </LinkButton>
          </Group>
        }
      >
        We could not find that page. It may have moved, or the link may be mistyped.
      </EmptyState>
    </Container>
  );
}
