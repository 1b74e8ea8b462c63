import '@mantine/core/styles/ColorSwatch.css';
// /admin/leads/stats: get_lead_stats, the ten most recent leads, and the latest 30 days of
// lead analytics as charts (leads per day by source, conversions).
import { BarChart, LineChart } from '@mantine/charts';
import { Alert, Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLeadStats } from '../../../sync/admin-leads/hooks.ts';
import { chartSeries, sourcesOf } from '../../lib/lead-desk.ts';

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dark.5">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
    </Paper>
  );
}

const COLORS = ['red.8', 'blue.8', 'green.8', 'orange.8', 'grape.8', 'teal.8', 'gray.7'];

export function LeadStatsView() {
  const { value, error, loading } = useLeadStats();
  if (!value) {
    return error ? <Alert color="red">{error}</Alert> : <Text>{loading ? 'Loading…' : ''}</Text>;
  }
  const { stats, recent, analytics } = value;
  const sources = sourcesOf(analytics);
  return (
    <Stack gap="lg" data-testid="lead-stats">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Total leads" value={stats.total_leads} />
        <Stat label="New" value={stats.new_leads} />
        <Stat label="Contacted" value={stats.contacted_leads} />
        <Stat label="Qualified" value={stats.qualified_leads} />
        <Stat label="Converted" value={stats.converted_leads} />
        <Stat label="Conversion rate" value={`${stats.conversion_rate}%`} />
        <Stat label="Average session" value={`${stats.avg_session_duration} min`} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder p="sm">
          <Title order={3} fz="md" mb="xs">
            Top countries
          </Title>
          {stats.top_countries.length === 0 && <Text size="sm">None yet.</Text>}
          {stats.top_countries.map((c) => (
            <Text size="sm" key={c.country}>
              {c.country}: {c.count}
            </Text>
          ))}
        </Paper>
        <Paper withBorder p="sm">
          <Title order={3} fz="md" mb="xs">
            Top products
          </Title>
          {stats.top_products.length === 0 && <Text size="sm">None yet.</Text>}
          {stats.top_products.map((p) => (
            <Text size="sm" key={p.product}>
              {p.product}: {p.count}
            </Text>
          ))}
        </Paper>
      </SimpleGrid>
      <div>
        <Title order={3} fz="md" mb="xs">
          Leads per day by source (latest 30 days with leads)
        </Title>
        <BarChart
          h={260}
          data={chartSeries(analytics)}
          dataKey="day"
          type="stacked"
          series={sources.map((name, n) => ({ name, color: COLORS[n % COLORS.length]! }))}
          withLegend
        />
      </div>
      <div>
        <Title order={3} fz="md" mb="xs">
          Conversions per day
        </Title>
        <LineChart
          h={220}
          data={chartSeries(analytics)}
          dataKey="day"
          series={[
            { name: 'total', label: 'Leads', color: 'gray.7' },
            { name: 'converted', label: 'Converted', color: 'green.8' },
          ]}
          withLegend
        />
      </div>
      <div>
        <Title order={3} fz="md" mb="xs">
          Recent leads
        </Title>
        {recent.map((lead) => (
          <Text size="sm" key={lead.id}>
            <Anchor component={Link} to={`/admin/leads/${lead.id}`}>
              {lead.name ?? lead.email ?? 'Unnamed lead'}
            </Anchor>{' '}
            · {lead.source ?? '—'} · {lead.status}
          </Text>
        ))}
      </div>
    </Stack>
  );
}
