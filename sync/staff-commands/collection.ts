// The admin_commands collection as the engine runs it: a staff member's commands, pushed as
// inserts into public.staff_commands by that staff member only, as themselves (a trigger
// applies each with the online checks, and skips an id it already has).
import { commandSummary } from '../../src/lib/staff-commands.ts';
import type { CollectionDescriptor, OutboxPush } from '../engine/collection.ts';
import { adminCommandMigrations, adminCommandSchema, type StaffCommandDoc } from './schema.ts';

export const adminCommandsCollection: CollectionDescriptor<
  'admin_commands',
  StaffCommandDoc,
  OutboxPush<StaffCommandDoc>
> = {
  name: 'admin_commands',
  schema: adminCommandSchema,
  migrationStrategies: adminCommandMigrations,
  sync: {
    kind: 'outbox',
    table: 'staff_commands',
    // The database stamps when it was made.
    notSent: ['created_at'],
    pushes: 'staff',
    // Commands made offline arrive in the order they were made (confirm, pack, then ship).
    inOrder: true,
    summary: (command) => commandSummary(command.kind, command.target_id, command.args),
  },
  signOut: 'their-sent-rows',
};
