// The columns of the leads CSV export, in the desk's order.
import type { LeadDeskRow } from '../../../sync/admin-leads/model.ts';
import { toCsv } from '../../lib/csv.ts';

const COLUMNS: { header: string; value: (lead: LeadDeskRow) => unknown }[] = [
  { header: 'Created', value: (l) => l.created_at },
  { header: 'Name', value: (l) => l.name },
  { header: 'Email', value: (l) => l.email },
  { header: 'Phone', value: (l) => l.phone },
  { header: 'Company', value: (l) => l.company },
  { header: 'Designation', value: (l) => l.designation },
  { header: 'Message', value: (l) => l.message },
  { header: 'Source', value: (l) => l.source },
  { header: 'Status', value: (l) => l.status },
  { header: 'Priority', value: (l) => l.priority },
  { header: 'City', value: (l) => l.city },
  { header: 'Country', value: (l) => l.country },
  { header: 'Interested products', value: (l) => l.interested_products },
  { header: 'Interested services', value: (l) => l.interested_services },
  { header: 'Notes', value: (l) => l.notes },
  { header: 'Follow up', value: (l) => l.follow_up_date },
  { header: 'Id', value: (l) => l.id },
];

export const leadsCsv = (leads: readonly LeadDeskRow[]) => toCsv(COLUMNS, leads);

export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
