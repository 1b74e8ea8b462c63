// The dealer_application kind (sync/dealer-applications/kind.ts): what is sent through
// submit_dealer_application (the row's columns, nothing local), how the server's answer and a
// pulled row become the device's record, and the action's refusals before anything is stored
// (a form error, nobody signed in).
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  applyToBeDealer,
  myDealerApplications,
  SignInFirst,
} from '../../../../sync/dealer-applications/actions.ts';
import {
  dealerApplicationKind,
  type DealerApplicationData,
} from '../../../../sync/dealer-applications/kind.ts';
import { toDealerApplication } from '../../../../sync/dealer-applications/model.ts';
import { waitingFor } from '../../../../sync/engine/kinds/sending.ts';
import { ValidationFailed } from '../../../../src/lib/validation.ts';
import { bundledSync } from '../support.ts';

const data: DealerApplicationData = {
  id: '3d000000-0000-4000-8000-000000000001',
  business_name: 'Pune Tools Pvt Ltd',
  trade_name: null,
  gstin: '27AAPFU0939F1ZV',
  address_line1: '14 Laxmi Road',
  address_line2: null,
  city: 'Pune',
  state: 'Maharashtra',
  pin_code: '411002',
  owner_name: 'Sunil Patil',
  mobile: '+919822012345',
  email: 'sunil@punetools.in',
  shop_type: 'distributor',
  photo_path: null,
  created_at: '2026-12-03T10:00:00.000Z',
  status: null,
  reject_reason: null,
  dealer_id: null,
  send: waitingFor('5a000000-0000-4000-8000-000000000003'),
};

describe('the dealer_application kind', () => {
  it('sends the row as submit_dealer_application takes it', () => {
    const push = dealerApplicationKind.push!;
    expect(push.rpc).toBe('submit_dealer_application');
    expect(push.args(data)).toEqual({
      p_application: {
        id: data.id,
        business_name: 'Pune Tools Pvt Ltd',
        trade_name: null,
        gstin: '27AAPFU0939F1ZV',
        address_line1: '14 Laxmi Road',
        address_line2: null,
        city: 'Pune',
        state: 'Maharashtra',
        pin_code: '411002',
        owner_name: 'Sunil Patil',
        mobile: '+919822012345',
        email: 'sunil@punetools.in',
        shop_type: 'distributor',
        photo_path: null,
      },
    });
    const answered = push.sent!(data, {
      id: data.id,
      status: 'pending',
      created_at: '2026-12-03T10:00:02.5+00:00',
    });
    expect(answered).toMatchObject({
      status: 'pending',
      created_at: '2026-12-03T10:00:02.5+00:00',
    });
  });

  it("reads a pulled row, with the review, as the applicant's sent record", () => {
    const send = { ...data.send, state: 'sent' as const, sentAt: 1 };
    const row = {
      ...data,
      send: undefined,
      user_id: data.send.ownerId,
      status: 'rejected',
      reject_reason: 'The GSTIN is of another business.',
      reviewed_by: 'someone',
      _modified: '2026-12-03T11:00:00Z',
    };
    const pulled = dealerApplicationKind.pull!.toData(row, send);
    expect(pulled).not.toHaveProperty('user_id');
    expect(toDealerApplication(pulled)).toMatchObject({
      sendState: 'sent',
      status: 'rejected',
      rejectReason: 'The GSTIN is of another business.',
      shopType: 'distributor',
    });
    expect(() => dealerApplicationKind.pull!.toData({ ...row, shop_type: 'kiosk' }, send)).toThrow(
      'shop_type',
    );
  });

  it('shows no review before the server has the application', () => {
    expect(toDealerApplication(data)).toMatchObject({ sendState: 'waiting', status: null });
  });
});

describe('applying to be a dealer', () => {
  it('stores nothing for a form with errors, or with nobody signed in', async () => {
    const sync = await bundledSync();
    await expect(applyToBeDealer({ gstin: '27AAPFU0939F1ZX' }, {}, sync)).rejects.toSatisfy(
      (error) =>
        error instanceof ValidationFailed &&
        error.fieldErrors.gstin === 'GSTIN check digit is wrong: the last character should be V',
    );
    await expect(
      applyToBeDealer(
        {
          businessName: 'Pune Tools',
          gstin: '27AAPFU0939F1ZV',
          addressLine1: '14 Laxmi Road',
          pinCode: '411002',
          city: 'Pune',
          state: 'Maharashtra',
          ownerName: 'Sunil Patil',
          mobile: '9822012345',
          email: 'sunil@punetools.in',
          shopType: 'retail_counter',
        },
        {},
        sync,
      ),
    ).rejects.toBeInstanceOf(SignInFirst);
    expect(await myDealerApplications(sync)).toEqual([]);
    await sync.stop();
  });
});
