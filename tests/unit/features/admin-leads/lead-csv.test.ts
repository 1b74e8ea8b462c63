// The leads CSV carries what the person wrote (leads.message: the chat's "Get quote" form,
// the contact page, e-repair, careers), which staff could not see at first.
import { describe, expect, it } from 'vitest';
import { leadsCsv } from '../../../../src/features/admin-leads/lead-csv.ts';
import type { LeadDeskRow } from '../../../../sync/admin-leads/model.ts';

const lead: LeadDeskRow = {
  id: '1e000000-0000-4000-8000-000000000001',
  name: 'Rahul Verma',
  email: 'rahul.verma@example.com',
  phone: '+91 98111 22334',
  company: 'Verma Interiors',
  designation: 'Owner',
  message: 'Need 5 units of SL02 for our fit-out team, please share a quote.',
  source: 'chat',
  status: 'contacted',
  priority: 'high',
  country: 'India',
  city: 'Delhi',
  region: 'Delhi',
  timezone: 'Asia/Kolkata',
  ip_address: null,
  referrer: null,
  session_duration: 12,
  total_messages: 8,
  conversation_history: [],
  interested_products: ['SL02'],
  interested_services: [],
  notes: null,
  assigned_to: null,
  follow_up_date: null,
  created_at: '2026-11-20T10:00:00.000Z',
};

describe('the leads CSV', () => {
  it("has the lead's message in its own column", () => {
    const [header, row] = leadsCsv([lead]).slice(1).split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(5, 7)).toEqual(['Designation', 'Message']);
    expect(row).toContain(
      ',Owner,"Need 5 units of SL02 for our fit-out team, please share a quote.",chat,',
    );
  });

  it('writes what a visitor typed as text a spreadsheet will not run', () => {
    const [, row] = leadsCsv([
      { ...lead, name: '@SUM(1+1)*cmd', message: "-2+3+cmd|' /C calc'!A0" },
    ])
      .slice(1)
      .split('\r\n');
    expect(row).toContain(`,"'@SUM(1+1)*cmd",`);
    expect(row).toContain(`,"'+91 98111 22334",`);
    expect(row).toContain(`,"'-2+3+cmd|' /C calc'!A0",chat,`);
  });
});
