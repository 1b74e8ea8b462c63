import { describe, expect, it } from 'vitest';
import {
  functionDefinitions,
  parseArgument,
} from '../../../scripts/schema-dump/migration-functions.ts';

describe('functionDefinitions', () => {
  it('finds each create function with its qualified name, input types and line', () => {
    const sql = [
      '-- create function public.in_a_comment(int) is not one',
      'create or replace function private.prepare_order() returns trigger',
      "language plpgsql as $$ begin execute 'create function public.dynamic() ...'; end $$;",
      '',
      'create function public.claim_notifications(',
      '  batch_size integer default 20,',
      "  channels text[] default array['email', 'sms'],",
      '  out claimed bigint',
      ') returns setof public.notifications language sql as $body$ select 1 $body$;',
      'create function "Quoted"."Name"(timestamp with time zone, p_at double precision = 0) returns void',
    ].join('\n');
    expect(functionDefinitions('20260101000100_probe.sql', sql)).toEqual([
      {
        migration: '20260101000100_probe.sql',
        line: 2,
        schema: 'private',
        name: 'prepare_order',
        argTypes: [],
      },
      {
        migration: '20260101000100_probe.sql',
        line: 5,
        schema: 'public',
        name: 'claim_notifications',
        argTypes: ['integer', 'text[]'],
      },
      {
        migration: '20260101000100_probe.sql',
        line: 10,
        schema: 'Quoted',
        name: 'Name',
        argTypes: ['timestamp with time zone', 'double precision'],
      },
    ]);
  });

  it('reads an unqualified name as public', () => {
    expect(
      functionDefinitions('m.sql', 'create function touch(uuid) returns void')[0],
    ).toMatchObject({ schema: 'public', name: 'touch', argTypes: ['uuid'] });
  });
});

describe('parseArgument', () => {
  it('tells the mode, the name and the type apart', () => {
    expect(parseArgument("variadic p_ids uuid[] default '{}'")).toEqual({
      mode: 'variadic',
      type: 'uuid[]',
    });
    expect(parseArgument('inout total numeric(12, 2)')).toEqual({
      mode: 'inout',
      type: 'numeric(12, 2)',
    });
    expect(parseArgument('public.orders')).toEqual({ mode: 'in', type: 'public.orders' });
    expect(parseArgument('character varying')).toEqual({ mode: 'in', type: 'character varying' });
  });
});
