// The quick-order pad (/dealer/order): every product in one list at the dealer's price, with a
// quantity field per line (Enter or Tab to the next, the phone's number pad), a filter box, the
// running total and "Add to cart". Only the rows on screen are rendered, and typing or
// filtering re-renders only those (the quantities live in ./pad-store.ts), so 5,000 products
// stay quick on a shop phone. "Reorder last order" fills it from the dealer's last order and
// says where today's price or stock differs.
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../../i18n/index.ts';
import {
  padLine,
  padQuantity,
  padTotals,
  reorderFrom,
  type PadProblem,
  type ReorderDifference,
} from '../../lib/dealer-pad.ts';
import { dealerQuantityMessage } from '../../lib/dealer-pricing.ts';
import { formatInr } from '../../lib/money.ts';
import { tapAddToCart, tapCartQuantity } from '../../../sync/cart/actions.ts';
import { useCart } from '../../../sync/cart/hooks.ts';
import type { DealerCopy } from '../../../sync/dealer-prices/hooks.ts';
import { useOrders } from '../../../sync/orders/hooks.ts';
import { useProductsState } from '../../../sync/products/hooks.ts';
import { lastOrderLines, usePadRows, type PadRow } from './pad-products.ts';
import { padStore, usePadEntries, usePadQuantity, type PadStore } from './pad-store.ts';

/** Each row's height in pixels (name, prices and rules, and a line for what is wrong). */
export const ROW_HEIGHT = 92;
const OVERSCAN = 6;

function problemWords(name: string, problem: PadProblem): string {
  switch (problem.kind) {
    case 'stock':
      return t('Only {available} in stock, not {quantity}.', {
        available: String(problem.available),
        quantity: String(problem.quantity),
      });
    case 'unlisted':
      return t('Not on your dealer price list: ask MGRID to add it.');
    default:
      return dealerQuantityMessage(name, problem, t);
  }
}

function differenceWords(d: ReorderDifference): string {
  switch (d.kind) {
    case 'price':
      return t('{product}: {was} last time, {now} today', {
        product: d.name,
        was: formatInr(d.was),
        now: formatInr(d.now),
      });
    case 'stock':
      return t('{product}: {available} in stock today, you ordered {wanted} last time', {
        product: d.name,
        available: String(d.available),
        wanted: String(d.wanted),
      });
    case 'gone':
      return t('{product} is no longer sold, so it is left out', { product: d.name });
  }
}

interface RowProps {
  row: PadRow;
  index: number;
  store: PadStore;
  changed: boolean;
  onKey: (event: KeyboardEvent<HTMLInputElement>, index: number) => void;
}

const PadRowView = memo(function PadRowView({ row, index, store, changed, onKey }: RowProps) {
  const typed = usePadQuantity(store, row.productId);
  const quantity = padQuantity(typed);
  const line = quantity === null ? null : padLine(row, quantity);
  const problem =
    quantity === null
      ? t('Type a whole number of units.')
      : line?.problem
        ? problemWords(row.name, line.problem)
        : null;
  const price = row.dealer
    ? Math.min(row.dealer.dealerPriceInPaise, row.listPriceInPaise)
    : row.listPriceInPaise;
  const inputId = `pad-qty-${row.productId}`;
  return (
    <div
      role="row"
      data-testid="pad-row"
      data-product={row.productId}
      style={{
        position: 'absolute',
        top: index * ROW_HEIGHT,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        padding: '6px 4px',
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        display: 'grid',
        gridTemplateColumns: '1fr 84px',
        gap: 8,
        alignItems: 'start',
      }}
    >
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={inputId} fw={600} fz="sm" truncate>
            {row.name}
          </Text>
          {changed && (
            <Badge size="xs" color="orange" variant="light">
              {t('Changed')}
            </Badge>
          )}
        </Group>
        <Text fz="xs" c="dark.6" truncate>
          <strong data-testid="pad-price">{formatInr(price)}</strong>
          {row.dealer && price < row.listPriceInPaise && (
            <>
              {' '}
              <s>{formatInr(row.listPriceInPaise)}</s>
            </>
          )}
          {' · '}
          {t('pack {pack}', { pack: String(row.dealer?.packSize ?? 1) })}
          {' · '}
          {t('min {minimum}', { minimum: String(row.dealer?.minQuantity ?? 1) })}
          {' · '}
          {row.stockQuantity > 0
            ? t('{count} in stock', { count: String(row.stockQuantity) })
            : t('Out of stock')}
        </Text>
        {problem ? (
          <Text fz="xs" c="red.9" lineClamp={2} data-testid="pad-problem">
            {problem}
          </Text>
        ) : line ? (
          <Text fz="xs" c="dark.6" data-testid="pad-line-total">
            {t('Line total {amount}', { amount: formatInr(line.lineTotalInPaise) })}
          </Text>
        ) : null}
      </div>
      <TextInput
        id={inputId}
        value={typed}
        onChange={(e) => store.set(row.productId, e.currentTarget.value)}
        onKeyDown={(e) => onKey(e, index)}
        inputMode="numeric"
        pattern="[0-9]*"
        enterKeyHint="next"
        autoComplete="off"
        placeholder="0"
        aria-invalid={problem !== null || undefined}
        aria-label={t('Quantity of {product}', { product: row.name })}
        data-pad-index={index}
        data-testid="pad-qty"
        size="md"
      />
    </div>
  );
});

/** The running total and "Add to cart" (re-renders as anything is typed; the rows do not). */
function PadTotal({
  rows,
  store,
  onAdd,
  addRef,
  canOrder,
}: {
  rows: readonly PadRow[];
  store: PadStore;
  /** A viewer member only browses the dealer's prices. */
  canOrder: boolean;
  onAdd: (quantities: ReadonlyMap<string, number>) => void;
  addRef: RefObject<HTMLButtonElement | null>;
}) {
  const entries = usePadEntries(store);
  const { quantities, bad } = useMemo(() => {
    const quantities = new Map<string, number>();
    let bad = 0;
    for (const [id, typed] of entries) {
      const n = padQuantity(typed);
      if (n === null) bad += 1;
      else if (n > 0) quantities.set(id, n);
    }
    return { quantities, bad };
  }, [entries]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.productId, r])), [rows]);
  const totals = useMemo(
    () =>
      padTotals(
        [...quantities.keys()].flatMap((id) => byId.get(id) ?? []),
        quantities,
      ),
    [quantities, byId],
  );
  const problems = totals.problems + bad;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
      data-testid="pad-total"
      data-total={totals.totalInPaise}
    >
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text fz="sm">
            {t('{lines, plural, one {# line} other {# lines}}, {units} units', {
              lines: totals.count,
              units: String(totals.units),
            })}
          </Text>
          <Text fw={700} data-testid="pad-total-amount">
            {t('Total {amount} with GST, before delivery', {
              amount: formatInr(totals.totalInPaise),
            })}
          </Text>
          {!canOrder && (
            <Text fz="xs" c="dark.6" data-testid="pad-viewer">
              {t('You can see dealer prices; ordering is for the shop’s owner and buyers.')}
            </Text>
          )}
          {problems > 0 && (
            <Text fz="xs" c="red.9" role="alert" data-testid="pad-problems">
              {t('{count, plural, one {# line needs} other {# lines need}} correcting first', {
                count: problems,
              })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => store.clear()} disabled={entries.size === 0}>
            {t('Clear')}
          </Button>
          <Button
            ref={addRef}
            onClick={() => onAdd(quantities)}
            disabled={!canOrder || totals.count === 0 || problems > 0}
            data-testid="pad-add-to-cart"
          >
            {t('Add to cart')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

export function QuickOrderPad({ copy }: { copy: DealerCopy }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { products, loading } = useProductsState();
  const rows = usePadRows(products, copy);
  const orders = useOrders();
  const cart = useCart();
  const store = useMemo(() => padStore(), []);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const shown = useMemo(
    () => (deferred === '' ? rows : rows.filter((r) => r.haystack.includes(deferred))),
    [rows, deferred],
  );
  const [differences, setDifferences] = useState<ReorderDifference[] | null>(null);
  const changed = useMemo(
    () => new Set((differences ?? []).map((d) => d.productId)),
    [differences],
  );

  // The window: only the rows in view (and a few either side) are in the page.
  const boxRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(560);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const measure = () => setHeight(box.clientHeight || 560);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shown.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);

  const focusRow = useCallback(
    (index: number) => {
      const box = boxRef.current;
      if (!box) return;
      if (index >= shown.length) {
        addRef.current?.focus();
        return;
      }
      const top = index * ROW_HEIGHT;
      if (top < box.scrollTop || top + ROW_HEIGHT > box.scrollTop + box.clientHeight) {
        box.scrollTop = Math.max(0, top - box.clientHeight / 2);
        setScrollTop(box.scrollTop);
      }
      const focus = (tries: number) => {
        const input = box.querySelector<HTMLInputElement>(`[data-pad-index="${index}"]`);
        if (input) input.focus();
        else if (tries > 0) requestAnimationFrame(() => focus(tries - 1));
      };
      requestAnimationFrame(() => focus(3));
    },
    [shown.length],
  );
  const onKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, index: number) => {
      if (event.key === 'Enter' || (event.key === 'Tab' && !event.shiftKey)) {
        event.preventDefault();
        focusRow(index + 1);
      } else if (event.key === 'Tab' && event.shiftKey && index > 0) {
        event.preventDefault();
        focusRow(index - 1);
      }
    },
    [focusRow],
  );

  const last_ = useMemo(() => lastOrderLines(orders), [orders]);
  const reorder = useCallback(() => {
    if (!last_) return;
    const byId = new Map(rows.map((r) => [r.productId, r]));
    const next = reorderFrom(last_.lines, byId);
    store.replace(next.quantities);
    setDifferences(next.differences);
  }, [last_, rows, store]);
  // /dealer/order?reorder=last (the home's "Reorder last order"): once products and orders are here.
  const wantsReorder = params.get('reorder') === 'last';
  useEffect(() => {
    if (!wantsReorder || loading || rows.length === 0 || !last_) return;
    // Once the products and the orders are on the page (the home's "Reorder last order").
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fills the pad once, then drops the parameter
    reorder();
    setParams({}, { replace: true });
  }, [wantsReorder, loading, rows.length, last_, reorder, setParams]);

  const add = (quantities: ReadonlyMap<string, number>) => {
    const inCart = new Set(cart.map((line) => line.productId));
    const byId = new Map(rows.map((r) => [r.productId, r]));
    for (const [id, quantity] of quantities) {
      const row = byId.get(id);
      if (!row) continue;
      if (inCart.has(id)) tapCartQuantity(id, quantity);
      else tapAddToCart(row.product, quantity);
    }
    store.clear();
    void navigate('/cart');
  };

  const suspended = copy.dealer.status === 'suspended';
  return (
    <Stack gap="sm">
      {suspended && (
        <Alert color="red" data-testid="dealer-suspended">
          {t(
            'Your dealer account is suspended: {reason}. Orders on account wait until it is reinstated.',
            {
              reason: copy.dealer.suspendReason ?? t('no reason given'),
            },
          )}
        </Alert>
      )}
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 220px' }}
          label={t('Filter products')}
          placeholder={t('Name, model or category')}
          value={filter}
          onChange={(e) => {
            setFilter(e.currentTarget.value);
            // A new filter starts at the top of its list.
            if (boxRef.current) boxRef.current.scrollTop = 0;
            setScrollTop(0);
          }}
          type="search"
          data-testid="pad-filter"
        />
        <Button
          variant="light"
          onClick={reorder}
          disabled={!last_ || rows.length === 0}
          data-testid="pad-reorder"
        >
          {t('Reorder last order')}
        </Button>
      </Group>
      {differences && (
        <Alert
          color={differences.length > 0 ? 'orange' : 'green'}
          title={
            differences.length > 0
              ? t('Your last order, with what changed since')
              : t('Your last order is on the pad: prices and stock are as they were')
          }
          data-testid="reorder-differences"
        >
          {differences.length > 0 && (
            <List spacing={2} fz="sm">
              {differences.map((d) => (
                <List.Item key={`${d.kind}:${d.productId}`} data-testid="reorder-difference">
                  {differenceWords(d)}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <Text fz="xs" c="dark.6" aria-live="polite" data-testid="pad-count">
        {loading && rows.length === 0
          ? t('Loading products…')
          : t('{count, plural, one {# product} other {# products}}', { count: shown.length })}
      </Text>
      <div
        ref={boxRef}
        role="table"
        aria-label={t('Quick order')}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        style={{
          position: 'relative',
          overflowY: 'auto',
          height: 'max(320px, calc(100dvh - 330px))',
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
        }}
        data-testid="pad-list"
      >
        <div role="rowgroup" style={{ position: 'relative', height: shown.length * ROW_HEIGHT }}>
          {shown.slice(first, last).map((row, i) => (
            <PadRowView
              key={row.productId}
              row={row}
              index={first + i}
              store={store}
              changed={changed.has(row.productId)}
              onKey={onKey}
            />
          ))}
        </div>
      </div>
      <PadTotal
        rows={rows}
        store={store}
        onAdd={add}
        addRef={addRef}
        canOrder={copy.dealer.role !== 'viewer'}
      />
    </Stack>
  );
}
