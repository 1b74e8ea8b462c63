import { Center, Loader } from '@mantine/core';

/** Shown while a page's data is read from this device, before "not found" could be said. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center mih="40vh" aria-busy="true" data-testid="loading-state">
      <Loader aria-label={label} />
    </Center>
  );
}
