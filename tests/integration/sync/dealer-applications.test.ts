// Push and pull by kind against the real server, with dealer applications (the
// `dealer_application` kind): an application made with the server down is kept, sent when it
// is back and stored once with its fields; the same record sent again changes nothing; a
// refusal keeps the database's words on the device; the review read back shows on the device;
// at sign-out what the server has leaves, a refused application stays for its applicant, and
// when they are back their sent one is read again and the refused one can be discarded.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  applyToBeDealer,
  discardDealerApplication,
  myDealerApplications,
} from '../../../sync/dealer-applications/actions.ts';
import { dealerApplicationKind } from '../../../sync/dealer-applications/kind.ts';
import { kindRecords } from '../../../sync/engine/kinds/records.ts';
import { signIn, signOut } from '../../../sync/session/actions.ts';
import { internals, startClient, uniqueName, until, withServer } from './support.ts';

const SHOPPER = '5a000000-0000-4000-8000-000000000003';

const shop = {
  businessName: 'Pune Tools Pvt Ltd',
  tradeName: 'Laxmi Road Tools',
  gstin: '27aapfu0939f1zv',
  addressLine1: '14 Laxmi Road',
  addressLine2: '',
  pinCode: '411002',
  city: 'Pune',
  state: 'Maharashtra',
  ownerName: 'Sunil Patil',
  mobile: '98220 12345',
  email: 'sunil@punetools.in',
  shopType: 'retail_counter',
};

describe('dealer applications, pushed and pulled by kind', () => {
  const server = withServer('pglite', (started) => started.startApi());

  const stored = async () =>
    (
      await server.engine.query<Record<string, unknown>>(
        `select id, user_id, business_name, trade_name, gstin, address_line1, address_line2, city,
                state, pin_code, owner_name, mobile, email, shop_type, status
           from public.dealer_applications where user_id = $1 order by created_at`,
        [SHOPPER],
      )
    ).rows;

  it('sends an application made offline once, keeps a refusal, shows the review and leaves at sign-out', async () => {
    const sync = await startClient(server, uniqueName('dealer-apply'));
    await signIn('user@mgrid.local', 'mgrid-demo', sync);
    const records = kindRecords(internals(sync).db, dealerApplicationKind);

    await server.stopApi();
    const application = await applyToBeDealer(shop, {}, sync);
    expect(application).toMatchObject({ sendState: 'waiting', status: null });
    await new Promise((r) => setTimeout(r, 400));
    expect((await records.get(application.id))?.send.state).toBe('waiting');
    expect(await stored()).toEqual([]);

    await server.startApi();
    sync.retry();
    const sent = await until(
      () => records.get(application.id),
      (r) => r?.send.state === 'sent' && r.status === 'pending',
    );
    expect(sent!.send.answer).toMatchObject({ id: application.id, status: 'pending' });
    expect(await stored()).toEqual([
      {
        id: application.id,
        user_id: SHOPPER,
        business_name: 'Pune Tools Pvt Ltd',
        trade_name: 'Laxmi Road Tools',
        gstin: '27AAPFU0939F1ZV',
        address_line1: '14 Laxmi Road',
        address_line2: null,
        city: 'Pune',
        state: 'Maharashtra',
        pin_code: '411002',
        owner_name: 'Sunil Patil',
        mobile: '+919822012345',
        email: 'sunil@punetools.in',
        shop_type: 'retail_counter',
        status: 'pending',
      },
    ]);

    // Sent again (as after an answer lost on the way): the server answers with what it has.
    await records.put([{ ...sent!, send: { ...sent!.send, state: 'waiting', answer: null } }]);
    await until(
      () => records.get(application.id),
      (r) => r?.send.state === 'sent' && r.send.answer !== null,
    );
    expect(await stored()).toHaveLength(1);

    // A second one while the first waits for review: refused in words, kept on the phone.
    const second = await applyToBeDealer({ ...shop, tradeName: 'Second shop' }, {}, sync);
    const refused = await until(
      () => records.get(second.id),
      (r) => r?.send.state === 'refused',
    );
    expect(refused!.send.refused).toBe('You already have a dealer application waiting for review.');
    expect(refused!.trade_name).toBe('Second shop');
    expect(await stored()).toHaveLength(1);

    // Staff reject it (once the phone's reads already asked for have finished): realtime tells
    // the phone, which reads the review.
    await new Promise((r) => setTimeout(r, 1000));
    await server.engine.query(
      `update public.dealer_applications
          set status = 'rejected', reject_reason = 'The GSTIN is of another business.'
        where id = $1`,
      [application.id],
    );
    const reviewed = await until(
      async () => (await myDealerApplications(sync)).find((a) => a.id === application.id),
      (a) => a?.status === 'rejected',
    );
    expect(reviewed).toMatchObject({
      sendState: 'sent',
      rejectReason: 'The GSTIN is of another business.',
    });

    await signOut(sync);
    expect((await records.list()).map((r) => [r.id, r.send.state])).toEqual([
      [second.id, 'refused'],
    ]);

    // Back on the phone: the application the server has is read again; the refused one can go.
    await signIn('user@mgrid.local', 'mgrid-demo', sync);
    const back = await until(
      async () => (await myDealerApplications(sync)).map((a) => [a.id, a.status ?? a.sendState]),
      (list) => list.length === 2,
    );
    expect(back).toEqual(
      expect.arrayContaining([
        [application.id, 'rejected'],
        [second.id, 'refused'],
      ]),
    );
    await discardDealerApplication(second.id, sync);
    expect((await myDealerApplications(sync)).map((a) => a.id)).toEqual([application.id]);
    await sync.stop();
  });
});
