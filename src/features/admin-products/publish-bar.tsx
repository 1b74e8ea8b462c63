// The publish status (docs/product.md#product-drafts-and-publishing), always in view above the
// product screens: drafts waiting, publishing, the last publish and the last error, with Publish
// and Discard all.
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { discardAllDrafts } from '../../../sync/product-drafts/actions.ts';
import { usePublishStatus } from '../../../sync/product-drafts/hooks.ts';
import { usePublish, usePublishWhenOnline } from './use-publish.ts';

const time = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function PublishBar() {
  const status = usePublishStatus();
  const { publish, waiting } = usePublish();
  usePublishWhenOnline();
  const drafts = status.draftCount;
  return (
    <Paper withBorder p="sm" mb="md" data-testid="publish-status" aria-live="polite">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={600} data-testid="pending-changes" data-pending={String(status.pendingChanges)}>
            {status.isPublishing
              ? 'Publishing…'
              : status.pendingChanges
                ? `${drafts} unpublished ${drafts === 1 ? 'change' : 'changes'}`
                : 'Everything is published'}
          </Text>
          <Text size="sm" c="dark.5" data-testid="last-published">
            {status.lastPublished
              ? `Last published ${time.format(status.lastPublished)}`
              : 'Not published from this device yet'}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={!status.pendingChanges || status.isPublishing}
            onClick={() => {
              if (window.confirm('Discard every unpublished change on this device?')) {
                void discardAllDrafts();
              }
            }}
          >
            Discard all
          </Button>
          <Button
            onClick={() => publish()}
            loading={status.isPublishing}
            disabled={!status.pendingChanges}
            data-testid="publish"
          >
            Publish
          </Button>
        </Group>
      </Group>
      {waiting && (
        <Alert color="yellow" mt="sm" data-testid="publish-waiting">
          You are offline. Publishing will start by itself as soon as you are back online.
        </Alert>
      )}
      {status.lastError && !waiting && (
        <Alert color="red" mt="sm" data-testid="publish-error">
          {status.lastError}
        </Alert>
      )}
    </Paper>
  );
}
