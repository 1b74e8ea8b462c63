// The dealer desk's Prices tab: every product's dealer price in every tier in one grid. A price
// typed into a cell, or "+5 % on this tier" for a whole column, is a draft kept on this device
// (shown beside what dealers pay now) until one Publish sends them all; the database checks
// each and applies all or none. An empty cell takes the tier's own discount again.
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import {
  keepPriceDrafts,
  publishDealerPrices,
  readPriceDrafts,
} from '../../../sync/admin-dealers/actions.ts';
import { useTierGrid } from '../../../sync/admin-dealers/hooks.ts';
import type { PriceDraft, PriceGrid } from '../../../sync/admin-dealers/model.ts';
import { locale, t } from '../../i18n/index.ts';
import { pick } from '../../lib/localized.ts';
import { rupees } from '../../lib/tax-document-layout.ts';
import {
  cellDraft,
  currentPrice,
  draftKey,
  publishBatch,
  shownPrice,
  tierChange,
} from '../../lib/tier-price-grid.ts';
import { ActionMessage, type ActionOutcome } from '../../ui/action-message.tsx';
import { shownMessage } from '../../ui/form-errors.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { messageOf } from './display.ts';

/** How many rows the grid draws at once; a filter finds the rest. */
const ROWS_SHOWN = 200;

const plain = (paise: number) => rupees(paise, '');

function Grid({ grid, onPublished }: { grid: PriceGrid; onPublished: () => void }) {
  const [drafts, setDrafts] = useState<Map<string, PriceDraft>>(new Map());
  const [typed, setTyped] = useState<Map<string, string>>(new Map());
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  useEffect(() => {
    void readPriceDrafts().then((kept) =>
      setDrafts(new Map(kept.map((d) => [draftKey(d.tier_id, d.product_id), d]))),
    );
  }, []);

  const update = (next: Map<string, PriceDraft>) => {
    setDrafts(next);
    void keepPriceDrafts([...next.values()]);
  };

  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase();
    const matching = words
      ? grid.products.filter(
          (p) => p.name.toLowerCase().includes(words) || p.product_id.includes(words),
        )
      : grid.products;
    return { rows: matching.slice(0, ROWS_SHOWN), total: matching.length };
  }, [grid.products, filter]);

  const leave = (key: string, productIndex: number, tierIndex: number) => {
    const text = typed.get(key);
    if (text === undefined) return;
    const product = grid.products[productIndex]!;
    const tier = grid.tiers[tierIndex]!;
    const read = cellDraft(product, tier, text, t);
    const nextErrors = new Map(errors);
    const nextTyped = new Map(typed);
    if (!read.ok) {
      nextErrors.set(key, read.error);
      setErrors(nextErrors);
      return;
    }
    nextErrors.delete(key);
    nextTyped.delete(key);
    setErrors(nextErrors);
    setTyped(nextTyped);
    const next = new Map(drafts);
    if (read.draft) next.set(key, read.draft);
    else next.delete(key);
    update(next);
  };

  const raise = (tierIndex: number) => {
    const tier = grid.tiers[tierIndex]!;
    const next = new Map(drafts);
    for (const draft of tierChange(grid, tier, 5, drafts)) {
      next.set(draftKey(draft.tier_id, draft.product_id), draft);
    }
    update(next);
    setOutcome({
      ok: true,
      text: t('{tier}: 5 % more on every product, as drafts. Check them, then publish.', {
        tier: tier.name,
      }),
    });
  };

  const publish = async () => {
    setBusy(true);
    try {
      const changed = await publishDealerPrices(publishBatch(grid, drafts.values()));
      update(new Map());
      setOutcome({
        ok: true,
        text: t('{count} prices published. Dealers’ phones show them when next online.', {
          count: changed,
        }),
      });
      onPublished();
    } catch (error) {
      setOutcome({ ok: false, text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const indexOf = new Map(grid.products.map((p, i) => [p.product_id, i]));
  return (
    <Stack gap="sm" data-testid="price-grid">
      <Text size="sm" c="dark.6">
        {t(
          'A price typed here is a draft until you publish; an empty cell takes the tier’s own discount.',
        )}
      </Text>
      <Group justify="space-between" wrap="wrap">
        <TextInput
          placeholder={t('Find a product')}
          aria-label={t('Find a product')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          data-testid="price-grid-filter"
        />
        <Group gap="xs">
          <Text size="sm" fw={600} data-testid="price-drafts">
            {t('{count, plural, =0 {No drafts} one {# draft} other {# drafts}} not published', {
              count: drafts.size,
            })}
          </Text>
          <Button
            variant="default"
            disabled={drafts.size === 0 || busy}
            onClick={() => {
              update(new Map());
              setTyped(new Map());
              setErrors(new Map());
            }}
            data-testid="price-discard"
          >
            {t('Discard drafts')}
          </Button>
          <Button
            disabled={drafts.size === 0 || errors.size > 0}
            loading={busy}
            onClick={() => void publish()}
            data-testid="price-publish"
          >
            {t('Publish')}
          </Button>
        </Group>
      </Group>
      <ActionMessage message={outcome} testId="price-outcome" />
      <ScrollRegion label={t('Dealer prices')}>
        <Table striped miw={360 + grid.tiers.length * 170} data-testid="price-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Product')}</Table.Th>
              <Table.Th ta="right">{t('List price')}</Table.Th>
              {grid.tiers.map((tier, tierIndex) => (
                <Table.Th key={tier.id} data-tier={tier.id}>
                  <Text size="sm" fw={700}>
                    {locale() === 'hi' ? pick(tier.name, tier.name_hi) : tier.name}
                  </Text>
                  <Text size="xs" c="dark.6">
                    {t('{percent}% off list', { percent: tier.discount_percent })}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="default"
                    mt={4}
                    onClick={() => raise(tierIndex)}
                    data-testid="tier-raise"
                  >
                    {t('+5 % on this tier')}
                  </Button>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.rows.map((product) => {
              const productIndex = indexOf.get(product.product_id)!;
              return (
                <Table.Tr key={product.product_id} data-product={product.product_id}>
                  <Table.Td>
                    <Text size="sm">{product.name}</Text>
                    <Text size="xs" c="dark.6">
                      {product.product_id}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{rupees(product.list_price_in_paise)}</Table.Td>
                  {grid.tiers.map((tier, tierIndex) => {
                    const key = draftKey(tier.id, product.product_id);
                    const draft = drafts.get(key);
                    const now = currentPrice(product, tier);
                    return (
                      <Table.Td
                        key={tier.id}
                        data-tier={tier.id}
                        bg={draft ? 'yellow.0' : undefined}
                      >
                        <TextInput
                          size="xs"
                          aria-label={t('{product}, {tier} price', {
                            product: product.name,
                            tier: tier.name,
                          })}
                          leftSection="₹"
                          value={typed.get(key) ?? plain(shownPrice(product, tier, drafts))}
                          onChange={(event) => {
                            const next = new Map(typed);
                            next.set(key, event.currentTarget.value);
                            setTyped(next);
                          }}
                          onBlur={() => leave(key, productIndex, tierIndex)}
                          error={errors.get(key)}
                          inputMode="decimal"
                          data-testid="price-cell"
                        />
                        {draft && (
                          <Text size="xs" c="dark.6" data-testid="price-was">
                            {t('now {price}', { price: rupees(now) })}
                          </Text>
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      {shown.total > shown.rows.length && (
        <Text size="sm" c="dark.6">
          {t('Showing {shown} of {total} products; find a product to see the rest.', {
            shown: shown.rows.length,
            total: shown.total,
          })}
        </Text>
      )}
    </Stack>
  );
}

export function PriceGridTab() {
  const grid = useTierGrid();
  return (
    <>
      {grid.error && (
        <Alert color="red" role="alert" data-testid="price-grid-error" mb="sm">
          {shownMessage(grid.error)}
        </Alert>
      )}
      {!grid.value && grid.loading && <Text size="sm">{t('Loading dealer prices…')}</Text>}
      {grid.value && <Grid grid={grid.value} onPublished={grid.reload} />}
    </>
  );
}
