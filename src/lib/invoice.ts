// The tax invoice preview: each line's taxable value and GST with its HSN code, GST split into
// CGST + SGST for delivery inside the seller's state or IGST for delivery to another state,
// and the delivery fee. Same figures as cartTotals (and the database's order trigger).
import {
  cartTotals,
  gstSplit,
  lineTotals,
  type DeliverySettings,
  type LineInput,
} from './money.ts';

export interface InvoiceLineInput extends LineInput {
  name: string;
  hsnCode: string | null;
}

export interface InvoiceLine {
  name: string;
  hsnCode: string | null;
  quantity: number;
  unitPriceInPaise: number;
  gstRate: number;
  /** The value GST is charged on: the amount without GST. */
  taxableInPaise: number;
  cgstInPaise: number;
  sgstInPaise: number;
  igstInPaise: number;
  totalInPaise: number;
}

export interface TaxInvoice {
  kind: 'cgst_sgst' | 'igst';
  lines: InvoiceLine[];
  taxableInPaise: number;
  cgstInPaise: number;
  sgstInPaise: number;
  igstInPaise: number;
  gstInPaise: number;
  deliveryFeeInPaise: number;
  totalInPaise: number;
}

export interface InvoiceParties {
  sellerState: string;
  /** The delivery state; an empty one previews IGST until it is chosen. */
  deliveryState: string;
  settings?: DeliverySettings;
}

/** A tax invoice for the lines; each line's GST is split on its own, the totals add them up. */
export function taxInvoice(
  inputs: readonly InvoiceLineInput[],
  { sellerState, deliveryState, settings }: InvoiceParties,
): TaxInvoice {
  const kind = gstSplit(0, sellerState, deliveryState).kind;
  const lines = inputs.map((input): InvoiceLine => {
    const totals = lineTotals(input);
    const split = gstSplit(totals.gstInPaise, sellerState, deliveryState);
    return {
      name: input.name,
      hsnCode: input.hsnCode,
      quantity: input.quantity,
      unitPriceInPaise: input.unitPriceInPaise,
      gstRate: input.gstRate,
      taxableInPaise: totals.totalInPaise - totals.gstInPaise,
      cgstInPaise: split.kind === 'cgst_sgst' ? split.cgst : 0,
      sgstInPaise: split.kind === 'cgst_sgst' ? split.sgst : 0,
      igstInPaise: split.kind === 'igst' ? split.igst : 0,
      totalInPaise: totals.totalInPaise,
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((n, l) => n + pick(l), 0);
  const totals = cartTotals(inputs, settings);
  return {
    kind,
    lines,
    taxableInPaise: sum((l) => l.taxableInPaise),
    cgstInPaise: sum((l) => l.cgstInPaise),
    sgstInPaise: sum((l) => l.sgstInPaise),
    igstInPaise: sum((l) => l.igstInPaise),
    gstInPaise: totals.gstInPaise,
    deliveryFeeInPaise: totals.deliveryFeeInPaise,
    totalInPaise: totals.totalInPaise,
  };
}
