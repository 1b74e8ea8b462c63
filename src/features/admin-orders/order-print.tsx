// What prints from an order's page: the order on A4 (lines with HSN, GST, totals, customer,
// payment) or a packing slip on an 80 mm thermal roll (what goes in the box and where). Plain
// HTML tables, no Mantine: a thermal printer's driver wants narrow, simple markup.
import type { DeskOrder } from '../../../sync/admin-orders/model.ts';
import { formatInr } from '../../lib/money.ts';
import { indiaDateTime } from '../../lib/india-time.ts';
import { paymentMethodWords, paymentStatusWords } from '../../lib/order-payments.ts';
import classes from './order-print.module.css';

export type PrintKind = 'a4' | 'slip';

const address = (o: DeskOrder) =>
  [o.address_line1, o.address_line2, `${o.city}, ${o.state} ${o.pin_code}`]
    .filter(Boolean)
    .join(', ');

export function OrderPrint({ order, kind }: { order: DeskOrder; kind: PrintKind }) {
  const intra = order.tax_split === 'cgst_sgst';
  if (kind === 'slip') {
    return (
      <div className={`${classes.sheet} ${classes.slip}`} data-testid="print-slip">
        <p className={classes.heading}>Packing slip {order.order_number}</p>
        <p className={classes.muted}>{indiaDateTime(order.placed_at)}</p>
        <p className={classes.muted}>
          <strong>{order.customer_name}</strong>
          <br />
          {address(order)}
          <br />
          {order.phone}
        </p>
        <table>
          <thead>
            <tr>
              <th>Item</th>
              <th className={classes.number}>Qty</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.productId}>
                <td>{line.name}</td>
                <td className={classes.number}>{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={classes.muted}>
          {paymentMethodWords(order.payment_method)}:{' '}
          {order.payment_status === 'paid' ? 'paid' : `collect ${formatInr(order.total_in_paise)}`}
        </p>
        {order.notes && <p className={classes.muted}>Note: {order.notes}</p>}
      </div>
    );
  }
  return (
    <div className={`${classes.sheet} ${classes.a4}`} data-testid="print-a4">
      <p className={classes.heading}>MGRID order {order.order_number}</p>
      <p className={classes.muted}>
        Placed {indiaDateTime(order.placed_at)} · {paymentMethodWords(order.payment_method)} ·{' '}
        {paymentStatusWords(order.payment_status)}
      </p>
      <p className={classes.muted}>
        Ship to <strong>{order.customer_name}</strong>, {address(order)} · {order.phone}
        {order.email ? ` · ${order.email}` : ''}
      </p>
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th>HSN</th>
            <th className={classes.number}>Qty</th>
            <th className={classes.number}>Unit price</th>
            <th className={classes.number}>Taxable</th>
            <th className={classes.number}>{intra ? 'CGST + SGST' : 'IGST'}</th>
            <th className={classes.number}>Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line) => (
            <tr key={line.productId}>
              <td>{line.name}</td>
              <td>{line.hsnCode ?? ''}</td>
              <td className={classes.number}>{line.quantity}</td>
              <td className={classes.number}>{formatInr(line.unitPriceInPaise)}</td>
              <td className={classes.number}>
                {formatInr(line.lineTotalInPaise - line.gstInPaise)}
              </td>
              <td className={classes.number}>
                {formatInr(line.gstInPaise)} ({line.gstRate}%)
              </td>
              <td className={classes.number}>{formatInr(line.lineTotalInPaise)}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={6}>Delivery</td>
            <td className={classes.number}>
              {order.delivery_fee_in_paise ? formatInr(order.delivery_fee_in_paise) : 'Free'}
            </td>
          </tr>
          <tr>
            <td colSpan={6}>
              <strong>Order total</strong>
            </td>
            <td className={classes.number}>
              <strong>{formatInr(order.total_in_paise)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      {order.notes && <p className={classes.muted}>Customer's note: {order.notes}</p>}
    </div>
  );
}
