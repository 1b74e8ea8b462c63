import { describe, expect, it } from 'vitest';
import { ordersCsv, ordersCsvName, rupees, type CsvOrder } from '../../../src/lib/order-csv.ts';

// Priced as private.prepare_order prices them: SL02 x 2 at ₹12,999 GST-inclusive (18%), and
// a GL3D at ₹27,999 plus GST.
const sl02 = {
  name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
  hsnCode: '9015',
  quantity: 2,
  unitPriceInPaise: 1_299_900,
  gstInPaise: 396_580,
  lineTotalInPaise: 2_599_800,
};
const gl3d = {
  name: 'MGRID GL3D 3×360° Green Beam Laser',
  hsnCode: '9015',
  quantity: 1,
  unitPriceInPaise: 2_799_900,
  gstInPaise: 503_982,
  lineTotalInPaise: 3_303_882,
};

const order = (fields: Partial<CsvOrder>): CsvOrder => ({
  order_number: 'MG-6F1C1D2E',
  created_at: '2026-11-26T09:35:00.000Z',
  status: 'placed',
  payment_status: 'pending',
  payment_method: 'cod',
  customer_name: 'Asha Rao',
  phone: '+91 98765 43210',
  state: 'Maharashtra',
  tax_split: 'cgst_sgst',
  total_in_paise: 5_903_682,
  items: [sl02, gl3d],
  ...fields,
});

describe('the orders CSV', () => {
  it('writes rupees as plain numbers with two decimals', () => {
    expect(rupees(2_599_800)).toBe('25998.00');
    expect(rupees(198_291)).toBe('1982.91');
    expect(rupees(5)).toBe('0.05');
  });

  it('has a byte-order mark, a header and one row per line with the GST split', () => {
    const csv = ordersCsv([
      order({}),
      order({
        order_number: 'MG-0D000000',
        created_at: '2026-11-25T20:00:00.000Z',
        status: 'shipped',
        payment_status: 'paid',
        payment_method: 'upi',
        customer_name: 'Rahul "RV" Verma',
        state: 'Delhi',
        tax_split: 'igst',
        total_in_paise: 2_599_800,
        items: [sl02],
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Date (IST),Status,Payment,Payment method,Customer,Phone,State,Product,HSN,Qty,Unit price (₹),Taxable value (₹),CGST (₹),SGST (₹),IGST (₹),Line total (₹),Order total (₹)',
    );
    // 3:05 pm in India; ₹3,965.80 GST on ₹25,998 splits 1982.90 + 1982.90.
    expect(lines[1]).toBe(
      `MG-6F1C1D2E,"26 November 2026, 3:05 pm",Received,Payment pending,Cash on delivery,Asha Rao,"'+91 98765 43210",Maharashtra,MGRID SL02 Self-Levelling Crossline Laser Pro,9015,2,12999.00,22032.20,1982.90,1982.90,0.00,25998.00,59036.82`,
    );
    // A price before GST: taxable value is the price, GST 18% on top.
    expect(lines[2]).toBe(
      `MG-6F1C1D2E,"26 November 2026, 3:05 pm",Received,Payment pending,Cash on delivery,Asha Rao,"'+91 98765 43210",Maharashtra,MGRID GL3D 3×360° Green Beam Laser,9015,1,27999.00,27999.00,2519.91,2519.91,0.00,33038.82,59036.82`,
    );
    // Another state: IGST; the next morning in India although still the 25th in UTC.
    expect(lines[3]).toBe(
      `MG-0D000000,"26 November 2026, 1:30 am",Shipped,Paid,UPI,"Rahul ""RV"" Verma","'+91 98765 43210",Delhi,MGRID SL02 Self-Levelling Crossline Laser Pro,9015,2,12999.00,22032.20,0.00,0.00,3965.80,25998.00,25998.00`,
    );
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);
  });

  it('writes a formula typed as a name as text, and amounts as numbers', () => {
    const csv = ordersCsv([
      order({ customer_name: '=HYPERLINK("http://x.example","Refund")', items: [sl02] }),
    ]);
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(',"\'=HYPERLINK(""http://x.example"",""Refund"")",');
    expect(row.endsWith(',12999.00,22032.20,1982.90,1982.90,0.00,25998.00,59036.82')).toBe(true);
  });

  it('splits an odd paisa with CGST taking the smaller half', () => {
    const csv = ordersCsv([
      order({ items: [{ ...sl02, quantity: 1, gstInPaise: 101, lineTotalInPaise: 1_000 }] }),
    ]);
    expect(csv.split('\r\n')[1]).toContain(',8.99,0.50,0.51,0.00,10.00,');
  });

  it('names the file with the day in India', () => {
    expect(ordersCsvName(new Date('2026-11-25T20:00:00.000Z'))).toBe('mgrid-orders-2026-11-26.csv');
  });
});
