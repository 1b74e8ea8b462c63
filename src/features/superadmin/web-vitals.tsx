// /superadmin/vitals: how fast the shop is on visitors' phones (those who accepted the cookie
// notice): p75 of LCP, INP, CLS and the dead window per page type and ISO week, each coloured
// by Google's thresholds, with how many page views measured it.
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import {
  FIELD_VITALS_WEEKS,
  formatVital,
  ratingOf,
  VITAL_THRESHOLDS,
  type VitalMetric,
  type VitalRating,
} from '../../lib/web-vitals.ts';
import { useWebVitalsP75 } from '../../../sync/superadmin/hooks.ts';
import type { WebVitalsWeek } from '../../../sync/superadmin/model.ts';

const METRICS: readonly { metric: VitalMetric; label: string; title: string }[] = [
  { metric: 'lcp', label: 'LCP', title: 'Largest contentful paint' },
  { metric: 'inp', label: 'INP', title: 'Interaction to next paint' },
  { metric: 'cls', label: 'CLS', title: 'Cumulative layout shift' },
  { metric: 'dead_window', label: 'Dead window', title: 'First paint to the page taking input' },
];

const RATING_COLOURS: Record<VitalRating, string> = {
  good: 'green',
  'needs-improvement': 'yellow',
  poor: 'red',
};

const RATING_WORDS: Record<VitalRating, string> = {
  good: 'good',
  'needs-improvement': 'needs improvement',
  poor: 'poor',
};

function VitalCell({ week, metric }: { week: WebVitalsWeek; metric: VitalMetric }) {
  const value = week[`${metric}_p75`];
  const count = week[`${metric}_count`];
  if (value === null || count === 0)
    return (
      <Table.Td data-testid={`vital-${metric}`}>
        <Text size="sm" c="dark.5">
          -
        </Text>
      </Table.Td>
    );
  const rating = ratingOf(metric, Number(value));
  return (
    <Table.Td data-testid={`vital-${metric}`} data-rating={rating}>
      <Badge
        variant="light"
        tt="none"
        color={RATING_COLOURS[rating]}
        title={`p75 ${formatVital(metric, Number(value))}: ${RATING_WORDS[rating]}`}
      >
        {formatVital(metric, Number(value))}
      </Badge>
      <Text size="xs" c="dark.5">
        {count} {count === 1 ? 'view' : 'views'}
      </Text>
    </Table.Td>
  );
}

export function WebVitals() {
  const weeks = useWebVitalsP75();
  const rows = weeks.value ?? [];
  const views = rows.reduce((sum, row) => sum + Number(row.views), 0);
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dark.5" aria-live="polite" data-testid="vitals-total">
          {weeks.loading && !weeks.value
            ? 'Loading speed figures…'
            : `${views} ${views === 1 ? 'page view' : 'page views'} in the last ${FIELD_VITALS_WEEKS} weeks`}
        </Text>
        <Button size="xs" variant="default" onClick={weeks.reload}>
          Refresh
        </Button>
      </Group>
      {weeks.error && (
        <Alert color="red" mb="sm" role="alert">
          {weeks.error}
        </Alert>
      )}
      <Stack gap={2} mb="sm">
        <Text size="xs" c="dark.5">
          p75 per page type and week (India time): three of four page views were this fast or
          faster. Good up to{' '}
          {METRICS.map(
            ({ metric, label }) => `${label} ${formatVital(metric, VITAL_THRESHOLDS[metric][0])}`,
          ).join(', ')}
          ; poor above{' '}
          {METRICS.map(
            ({ metric, label }) => `${label} ${formatVital(metric, VITAL_THRESHOLDS[metric][1])}`,
          ).join(', ')}
          .
        </Text>
      </Stack>
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week</Table.Th>
              <Table.Th>Page type</Table.Th>
              <Table.Th>Views</Table.Th>
              {METRICS.map(({ metric, label, title }) => (
                <Table.Th key={metric} title={title}>
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((week) => (
              <Table.Tr key={`${week.week_start}:${week.page_type}`} data-testid="vitals-row">
                <Table.Td>{week.iso_week}</Table.Td>
                <Table.Td data-testid="vitals-page-type">{week.page_type}</Table.Td>
                <Table.Td data-testid="vitals-views">{week.views}</Table.Td>
                {METRICS.map(({ metric }) => (
                  <VitalCell key={metric} week={week} metric={metric} />
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {weeks.value && rows.length === 0 && (
        <Text size="sm" c="dark.5" mt="sm">
          No page views measured yet. Figures come only from visitors who accepted the cookie
          notice.
        </Text>
      )}
    </>
  );
}
