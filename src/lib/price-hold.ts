// The hold rule's preview: an order whose database total is above the total its buyer saw is
// held until the buyer confirms or cancels it, and the reason names each line whose unit price
// rose ("Prices changed: ₹6,999 → ₹7,349 on SL01"). SQL's private.price_hold_reason decides
// (case table: tests/fixtures/rules/price-hold.json); this writes the same reason in the page's
// language from a held order's lines.
import { groupIndian } from './group-indian.ts';
import { english, type Translate } from './i18n/format.ts';

/** A stored order line as the hold rule reads it. */
export interface HoldLine {
  productId: string;
  unitPriceInPaise?: number;
  /** The unit price the buyer saw, when the device sent one. */
  shownUnitPriceInPaise?: number;
}

/**
 * An amount as the database's messages write it (private.format_inr): whole rupees with
 * Indian grouping ("₹6,999", as the app writes prices), and the paise only when there are
 * some ("₹33,038.82").
 */
export function inrInMessages(paise: number): string {
  const whole = Math.trunc(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  return `${paise < 0 ? '-' : ''}₹${groupIndian(whole)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** Each line whose unit price rose, in words ("₹6,999 → ₹7,349 on SL01"); [] when none did. */
export function holdChanges(lines: readonly HoldLine[], t: Translate = english): string[] {
  return lines
    .filter(
      (line) =>
        typeof line.shownUnitPriceInPaise === 'number' &&
        (line.unitPriceInPaise ?? 0) > line.shownUnitPriceInPaise,
    )
    .map((line) =>
      t('{before} → {now} on {product}', {
        before: inrInMessages(line.shownUnitPriceInPaise!),
        now: inrInMessages(line.unitPriceInPaise ?? 0),
        product: line.productId.toUpperCase(),
      }),
    );
}

/**
 * Why the order waits for its buyer; null when it is placed as usual (no shown total, or the
 * database total is equal or lower).
 */
export function priceHoldReason(
  shownTotal: number | null,
  total: number | null,
  lines: readonly HoldLine[],
  t: Translate = english,
): string | null {
  if (shownTotal === null || total === null || total <= shownTotal) return null;
  const changes = holdChanges(lines, t);
  const what =
    changes.length > 0
      ? changes.join('; ')
      : t('{before} → {now} in total', {
          before: inrInMessages(shownTotal),
          now: inrInMessages(total),
        });
  return t('Prices changed: {changes}', { changes: what });
}
