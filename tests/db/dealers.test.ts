// Dealer accounts: an application is sent once (the same id again changes nothing), one waits
// per person, bad input is refused in words; staff approve (the account, its owner, the
// locator row, the applicant told by email and SMS) or reject with a reason; suspend and
// reinstate with the locator following; change terms; owners invite shop staff, bound when the
// person signs up. Who may: staff are can_manage_dealers (admins and superadmins without a
// grant, others with manage_dealers); and row-level security by role for every new table and
// RPC: a visitor, a shopper, another dealer's member, the dealer's own member and staff.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { createAccount, pgError, runAs, type Actor } from '../support/db-actors.ts';
import {
  APPROVAL,
  approvedDealer,
  callAs,
  dealerApplication,
  dealerMember,
  reviewApplication,
  submitApplication,
} from '../fixtures/dealers.ts';

const NEW_TABLES = [
  'dealer_accounts',
  'dealer_applications',
  'dealer_members',
  'price_tiers',
  'tier_prices',
];

describe.each(ENGINES)('dealer accounts on %s', (kind) => {
  const { db, a } = withActors(kind);
  const stored = async (id: string) =>
    (await db.engine.query(`select * from public.dealer_applications where id = $1`, [id]))
      .rows[0] as Record<string, unknown> | undefined;
  const message = async (work: Promise<unknown>) => (await pgError(work)).message;

  it('sends an application once: the same id again answers the stored row and changes nothing', async () => {
    const shop = await createAccount(db.engine, 'once.shop@mgrid.test');
    const application = dealerApplication({
      gstin: ' 27aapfu0939f1zv ',
      mobile: '98220 12345',
      email: ' Rohit@Kulkarni.Example ',
      business_name: '  Kulkarni   Tools and Hardware ',
      state: 'maharashtra',
    });
    const first = await submitApplication(db.engine, shop, application);
    expect(first).toEqual({
      id: application.id,
      status: 'pending',
      created_at: expect.any(String),
    });
    const again = await submitApplication(db.engine, shop, {
      ...application,
      business_name: 'Something Else',
    });
    expect(again).toEqual(first);
    expect(await stored(application.id)).toMatchObject({
      user_id: shop.id,
      business_name: 'Kulkarni Tools and Hardware',
      gstin: '27AAPFU0939F1ZV',
      mobile: '+919822012345',
      email: 'rohit@kulkarni.example',
      state: 'Maharashtra',
      status: 'pending',
      reviewed_by: null,
      dealer_id: null,
    });
    const { rows } = await db.engine.query(
      `select count(*)::int as n from public.dealer_applications where user_id = $1`,
      [shop.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses a second pending application, a taken id and a visitor in words', async () => {
    const shop = await createAccount(db.engine, 'twice.shop@mgrid.test');
    const application = dealerApplication();
    await submitApplication(db.engine, shop, application);
    expect(await message(submitApplication(db.engine, shop, dealerApplication()))).toBe(
      'You already have a dealer application waiting for review.',
    );
    expect(await message(submitApplication(db.engine, a.user2, application))).toBe(
      'This application id is already taken.',
    );
    expect(await message(submitApplication(db.engine, null, dealerApplication()))).toBe(
      'Please sign in to apply as a dealer.',
    );
    expect(await message(submitApplication(db.engine, a.inactiveAdmin, dealerApplication()))).toBe(
      'Your account has been deactivated. Please contact support.',
    );
  });

  it.each([
    [{ business_name: '  ' }, 'Please enter the business name.'],
    [{ gstin: '27AAPFU0939F1Z' }, 'GSTIN must be 15 characters, not 14.'],
    [{ gstin: '27AAPFU0939F1ZA' }, 'GSTIN check digit is wrong: the last character should be V.'],
    [{ address_line1: '' }, "Please enter the shop's address."],
    [{ city: null }, 'Please enter the city.'],
    [{ state: 'Atlantis' }, 'Please choose a valid Indian state or union territory.'],
    [{ pin_code: '011002' }, 'Please enter a valid 6-digit PIN code.'],
    [{ owner_name: '' }, "Please enter the owner's name."],
    [{ mobile: '12345' }, 'Please enter a valid Indian mobile number.'],
    [{ email: 'rohit@' }, 'Please enter a valid email address.'],
    [
      { shop_type: 'kiosk' },
      'Please choose the shop type: retail counter, distributor or service centre.',
    ],
    [{ id: 'not-a-uuid' }, 'The application needs an id made on the device.'],
  ])('refuses %j in words and stores nothing', async (change, words) => {
    const application = dealerApplication(change);
    expect(await message(submitApplication(db.engine, a.user2, application))).toBe(words);
    const { rows } = await db.engine.query(
      `select count(*)::int as n from public.dealer_applications where user_id = $1`,
      [a.user2.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('approves: the account, the owner, the locator row, and the applicant told by email and SMS', async () => {
    const shop = await createAccount(db.engine, 'approve.shop@mgrid.test');
    const application = dealerApplication();
    await submitApplication(db.engine, shop, application);
    const answer = await reviewApplication(db.engine, a.admin, application.id, 'approve', {
      tier_id: 'gold',
      credit_limit_in_paise: 10_000_000,
      payment_terms: 'net30',
      show_in_locator: true,
    });
    expect(answer).toEqual({
      application_id: application.id,
      status: 'approved',
      dealer_id: expect.any(String),
    });
    const dealer = (
      await db.engine.query(`select * from public.dealer_accounts where id = $1`, [
        answer.dealer_id,
      ])
    ).rows[0]!;
    expect(dealer).toMatchObject({
      application_id: application.id,
      owner_user_id: shop.id,
      business_name: 'Kulkarni Tools and Hardware Private Limited',
      gstin: '27AAPFU0939F1ZV',
      tier_id: 'gold',
      payment_terms: 'net30',
      status: 'active',
      show_in_locator: true,
    });
    expect(Number(dealer.credit_limit_in_paise)).toBe(10_000_000);
    const members = await db.engine.query(
      `select user_id, role, status from public.dealer_members where dealer_id = $1`,
      [answer.dealer_id],
    );
    expect(members.rows).toEqual([{ user_id: shop.id, role: 'owner', status: 'active' }]);
    const locator = await db.engine.query(
      `select name, type, address, city, state, pin_code, phone, email, is_active
       from public.dealers where id = $1`,
      [dealer.locator_id],
    );
    expect(locator.rows).toEqual([
      {
        name: 'Kulkarni Tools',
        type: 'authorised dealer',
        address: 'Shop 4, 614 Budhwar Peth, near Laxmi Road',
        city: 'Pune',
        state: 'Maharashtra',
        pin_code: '411002',
        phone: '+91 9822012345',
        email: 'rohit@kulkarni.example',
        is_active: true,
      },
    ]);
    const notes = await db.engine.query(
      `select channel, recipient, subject, body, link_path, user_id from public.notifications
       where dealer_application_id = $1 order by channel`,
      [application.id],
    );
    expect(notes.rows).toEqual([
      {
        channel: 'email',
        recipient: 'rohit@kulkarni.example',
        subject: 'Your MGRID dealer account is ready',
        body: 'Hello Rohit Kulkarni, Kulkarni Tools is now an MGRID dealer (Gold dealer). Sign in with this email or your mobile number to see your dealer prices and order for the shop: {link}',
        link_path: '/login',
        user_id: shop.id,
      },
      {
        channel: 'sms',
        recipient: '+919822012345',
        subject: null,
        body: 'MGRID: Kulkarni Tools is now an MGRID dealer (Gold dealer). Sign in to see your dealer prices: {link}',
        link_path: '/login',
        user_id: shop.id,
      },
    ]);
    expect(await callAs(db.engine, shop, `select public.my_dealer() as r`)).toEqual({
      dealer_id: answer.dealer_id,
      business_name: 'Kulkarni Tools and Hardware Private Limited',
      gstin: '27AAPFU0939F1ZV',
      role: 'owner',
      status: 'active',
      suspend_reason: null,
      tier_id: 'gold',
      tier_name: 'Gold dealer',
      tier_name_hi: 'गोल्ड डीलर',
      credit_limit_in_paise: 10_000_000,
      payment_terms: 'net30',
    });
    // A second tap answers what was decided, without a second account or message.
    expect(
      await reviewApplication(db.engine, a.admin, application.id, 'approve', APPROVAL),
    ).toEqual(answer);
    expect(
      await message(
        reviewApplication(db.engine, a.admin, application.id, 'reject', { reason: 'Too late' }),
      ),
    ).toMatch(/^This application was already approved on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
    const counts = await db.engine.query(
      `select (select count(*)::int from public.dealer_accounts where application_id = $1) as dealers,
              (select count(*)::int from public.notifications where dealer_application_id = $1) as notes`,
      [application.id],
    );
    expect(counts.rows[0]).toEqual({ dealers: 1, notes: 2 });
    // Now a dealer, the owner cannot apply again.
    expect(await message(submitApplication(db.engine, shop, dealerApplication()))).toBe(
      'You are already a member of a dealer account.',
    );
  });

  it.each([
    [{ ...APPROVAL, tier_id: 'platinum' }, 'Please choose a price tier.'],
    [
      { ...APPROVAL, credit_limit_in_paise: -1 },
      'The credit limit must be a whole amount from ₹0 to ₹100,00,00,000.',
    ],
    [
      { ...APPROVAL, credit_limit_in_paise: 10.5 },
      'The credit limit must be a whole amount from ₹0 to ₹100,00,00,000.',
    ],
    [
      { ...APPROVAL, payment_terms: 'net60' },
      'Please choose the payment terms: advance, Net 7, Net 15 or Net 30.',
    ],
    [
      { ...APPROVAL, show_in_locator: 'yes' },
      'Please say whether the shop appears in the public dealer locator.',
    ],
  ])('refuses an approval with %j in words, changing nothing', async (args, words) => {
    const shop = await createAccount(db.engine, `bad.terms.${randomUUID().slice(0, 8)}@mgrid.test`);
    const application = dealerApplication();
    await submitApplication(db.engine, shop, application);
    expect(
      await message(reviewApplication(db.engine, a.admin, application.id, 'approve', args)),
    ).toBe(words);
    expect(await stored(application.id)).toMatchObject({ status: 'pending', dealer_id: null });
  });

  it('rejects with a reason the applicant is told, who may then apply again', async () => {
    const shop = await createAccount(db.engine, 'reject.shop@mgrid.test');
    const application = dealerApplication({ trade_name: null });
    await submitApplication(db.engine, shop, application);
    expect(
      await message(
        reviewApplication(db.engine, a.admin, application.id, 'reject', { reason: ' ' }),
      ),
    ).toBe('Please give the reason for rejecting the application; the applicant is told.');
    expect(
      await reviewApplication(db.engine, a.admin, application.id, 'reject', {
        reason: 'The GSTIN  is registered to another address',
      }),
    ).toEqual({ application_id: application.id, status: 'rejected', dealer_id: null });
    expect(await stored(application.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'The GSTIN is registered to another address',
      reviewed_by: a.admin.id,
    });
    const notes = await db.engine.query(
      `select channel, recipient, subject, body, link_path from public.notifications
       where dealer_application_id = $1 order by channel`,
      [application.id],
    );
    expect(notes.rows).toEqual([
      {
        channel: 'email',
        recipient: 'rohit@kulkarni.example',
        subject: 'Your MGRID dealer application',
        body: 'Hello Rohit Kulkarni, we could not approve the dealer application for Kulkarni Tools and Hardware Private Limited. The reason: The GSTIN is registered to another address. You are welcome to apply again: {link}',
        link_path: '/dealers/apply',
      },
      {
        channel: 'sms',
        recipient: '+919822012345',
        subject: null,
        body: 'MGRID: we could not approve the dealer application for Kulkarni Tools and Hardware Private Limited: The GSTIN is registered to another address. Apply again: {link}',
        link_path: '/dealers/apply',
      },
    ]);
    expect(await callAs(db.engine, shop, `select public.my_dealer() as r`)).toBeNull();
    const again = dealerApplication();
    expect(await submitApplication(db.engine, shop, again)).toMatchObject({ status: 'pending' });
  });

  it('suspends with a reason and reinstates; the locator row follows; terms change', async () => {
    const { dealerId, owner } = await approvedDealer(db.engine, a.admin);
    const locator = async () =>
      (
        await db.engine.query<{ is_active: boolean; name: string; city: string }>(
          `select l.is_active, l.name, l.city from public.dealers l
           join public.dealer_accounts d on d.locator_id = l.id where d.id = $1`,
          [dealerId],
        )
      ).rows[0];
    expect(await locator()).toMatchObject({ is_active: true });
    expect(
      await message(
        callAs(db.engine, a.admin, `select public.set_dealer_status($1, 'suspended', null) as r`, [
          dealerId,
        ]),
      ),
    ).toBe('Please give the reason for suspending the dealer; the dealer sees it.');
    expect(
      await callAs(
        db.engine,
        a.admin,
        `select public.set_dealer_status($1, 'suspended', 'Two cheques bounced in November') as r`,
        [dealerId],
      ),
    ).toMatchObject({
      dealer_id: dealerId,
      status: 'suspended',
      suspend_reason: 'Two cheques bounced in November',
    });
    expect(await locator()).toMatchObject({ is_active: false });
    // Browsing stays: the member still has the dealer, with the reason.
    expect(await callAs(db.engine, owner, `select public.my_dealer() as r`)).toMatchObject({
      status: 'suspended',
      suspend_reason: 'Two cheques bounced in November',
    });
    expect(
      await callAs(db.engine, a.admin, `select public.set_dealer_status($1, 'active') as r`, [
        dealerId,
      ]),
    ).toMatchObject({ status: 'active', suspend_reason: null });
    expect(await locator()).toMatchObject({ is_active: true });

    const terms = (args: unknown) =>
      callAs<Record<string, unknown>>(
        db.engine,
        a.admin,
        `select public.update_dealer_terms($1, $2::jsonb) as r`,
        [dealerId, JSON.stringify(args)],
      );
    expect(
      await terms({ tier_id: 'distributor', credit_limit_in_paise: 0, show_in_locator: false }),
    ).toMatchObject({
      tier_id: 'distributor',
      credit_limit_in_paise: 0,
      payment_terms: 'net30',
      show_in_locator: false,
    });
    expect(await locator()).toMatchObject({ is_active: false });
    expect(await message(terms({}))).toBe(
      'Nothing to change: give a tier, a credit limit, payment terms or the locator choice.',
    );
    expect(await message(terms({ payment_terms: 'cash' }))).toBe(
      'Please choose the payment terms: advance, Net 7, Net 15 or Net 30.',
    );
    // The address follows too.
    await db.engine.query(
      `update public.dealer_accounts set city = 'Pimpri', show_in_locator = true where id = $1`,
      [dealerId],
    );
    expect(await locator()).toMatchObject({ is_active: true, city: 'Pimpri' });
  });

  it('lets staff manage dealers: admins and superadmins, or an account granted manage_dealers', async () => {
    const application = dealerApplication();
    const shop = await createAccount(db.engine, 'staff.check@mgrid.test');
    await submitApplication(db.engine, shop, application);
    const lists = (actor: Actor) =>
      runAs(db.engine, actor, `select * from public.admin_dealer_applications('pending')`);
    const coordinator = await createAccount(db.engine, 'dealer.coordinator@mgrid.test');
    for (const actor of [null, a.user, coordinator, a.inactiveAdmin]) {
      const refused = await pgError(
        reviewApplication(db.engine, actor, application.id, 'reject', { reason: 'No' }),
      );
      // A visitor is refused by the privileges before the check's words.
      expect(refused.message).toMatch(
        actor === null
          ? /permission denied/
          : /^Only staff who manage dealers can review dealer applications\.$/,
      );
      expect((await pgError(lists(actor))).message).toMatch(
        actor === null
          ? /permission denied/
          : /^Only staff who manage dealers can see dealer applications\.$/,
      );
    }
    expect((await lists(a.admin)).rows.length).toBeGreaterThan(0);
    expect((await lists(a.superadmin)).rows.length).toBeGreaterThan(0);
    // A grant makes a plain account dealer staff; an expired or inactive one does not.
    await db.engine.query(
      `insert into public.user_permissions (user_id, permission_type, expires_at)
       values ($1, 'manage_dealers', now() - interval '1 minute')`,
      [coordinator.id],
    );
    expect((await pgError(lists(coordinator))).message).toBe(
      'Only staff who manage dealers can see dealer applications.',
    );
    await db.engine.query(
      `insert into public.user_permissions (user_id, permission_type, expires_at)
       values ($1, 'manage_dealers', now() + interval '1 day')`,
      [coordinator.id],
    );
    const listed = (await lists(coordinator)).rows.map(
      (row) =>
        (row as { admin_dealer_applications: Record<string, unknown> }).admin_dealer_applications,
    );
    expect(listed).toContainEqual(
      expect.objectContaining({
        id: application.id,
        status: 'pending',
        applicant_email: 'staff.check@mgrid.test',
        business_name: 'Kulkarni Tools and Hardware Private Limited',
      }),
    );
    expect(listed.every((row) => row.status === 'pending')).toBe(true);
    expect(
      await reviewApplication(db.engine, coordinator, application.id, 'reject', {
        reason: 'Outside our area for now',
      }),
    ).toMatchObject({ status: 'rejected' });
    const dealers = await runAs<{ admin_dealers: { id: string; members: unknown[] } }>(
      db.engine,
      coordinator,
      `select * from public.admin_dealers()`,
    );
    expect(dealers.rows.length).toBeGreaterThan(0);
    await db.engine.query(
      `update public.user_permissions set is_active = false where user_id = $1`,
      [coordinator.id],
    );
    expect(
      (await pgError(runAs(db.engine, coordinator, `select * from public.admin_dealers()`)))
        .message,
    ).toBe('Only staff who manage dealers can see the dealers.');
  });

  it('invites shop staff: a verified account at once, others when they sign up with the contact', async () => {
    const { dealerId, owner } = await approvedDealer(db.engine, a.admin);
    const other = await approvedDealer(db.engine, a.admin);
    const invite = (actor: Actor, dealer: string, contact: string, role: string) =>
      callAs<Record<string, unknown>>(
        db.engine,
        actor,
        `select public.invite_dealer_member($1, $2, $3) as r`,
        [dealer, contact, role],
      );
    const staffer = await createAccount(db.engine, 'counter.staff@mgrid.test');
    const added = await invite(owner, dealerId, ' Counter.Staff@MGRID.test ', 'buyer');
    expect(added).toMatchObject({
      dealer_id: dealerId,
      user_id: staffer.id,
      invited_contact: 'counter.staff@mgrid.test',
      role: 'buyer',
      status: 'active',
    });
    expect(await invite(owner, dealerId, 'counter.staff@mgrid.test', 'buyer')).toEqual(added);
    expect(await callAs(db.engine, staffer, `select public.my_dealer() as r`)).toMatchObject({
      dealer_id: dealerId,
      role: 'buyer',
    });
    // Someone without an account yet: invited, then bound when they sign up with that mobile.
    const invited = await invite(owner, dealerId, '98111 22334', 'viewer');
    expect(invited).toMatchObject({
      user_id: null,
      invited_contact: '+919811122334',
      status: 'invited',
    });
    const signUp = await db.engine.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, phone, phone_confirmed_at, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
               'authenticated', '919811122334', now(), '{"full_name": "Sunil Pawar"}')
       returning id`,
    );
    const bound = await db.engine.query(
      `select user_id, status, role from public.dealer_members where id = $1`,
      [invited.member_id],
    );
    expect(bound.rows).toEqual([{ user_id: signUp.rows[0]!.id, status: 'active', role: 'viewer' }]);

    expect(await message(invite(staffer, dealerId, 'someone@mgrid.test', 'buyer'))).toBe(
      "Only the dealer's owner or staff can invite members.",
    );
    expect(await message(invite(other.owner, dealerId, 'someone@mgrid.test', 'buyer'))).toBe(
      "Only the dealer's owner or staff can invite members.",
    );
    expect(await message(invite(a.user, dealerId, 'someone@mgrid.test', 'buyer'))).toBe(
      "Only the dealer's owner or staff can invite members.",
    );
    expect(await message(invite(owner, dealerId, 'someone@mgrid.test', 'owner'))).toBe(
      'A member either orders for the shop (buyer) or only sees the dealer prices (viewer).',
    );
    expect(await message(invite(owner, dealerId, '12345', 'buyer'))).toBe(
      "Please enter the member's email or Indian mobile number.",
    );
    expect(
      await message(invite(other.owner, other.dealerId, 'counter.staff@mgrid.test', 'buyer')),
    ).toBe('This person already belongs to another dealer.');
    // Staff may add an owner.
    expect(await invite(a.admin, other.dealerId, 'second.owner@mgrid.test', 'owner')).toMatchObject(
      {
        role: 'owner',
        status: 'invited',
      },
    );
  });

  it('lets the owner see the shop’s members and remove one; the removed member is a shopper again', async () => {
    const { dealerId, owner } = await approvedDealer(db.engine, a.admin);
    const other = await approvedDealer(db.engine, a.admin);
    const buyer = await createAccount(db.engine, 'team.buyer@mgrid.test');
    const added = await callAs<{ member_id: string }>(
      db.engine,
      owner,
      `select public.invite_dealer_member($1, $2, 'buyer') as r`,
      [dealerId, 'team.buyer@mgrid.test'],
    );
    const invited = await callAs<{ member_id: string }>(
      db.engine,
      owner,
      `select public.invite_dealer_member($1, $2, 'viewer') as r`,
      [dealerId, '98111 55667'],
    );
    // Each is told on the contact they were added by, once.
    const told = await db.engine.query<{
      channel: string;
      recipient: string;
      link_path: string;
      body: string;
    }>(
      `select channel, recipient, link_path, body from public.notifications
       where dealer_member_id = any ($1) order by channel`,
      [[added.member_id, invited.member_id]],
    );
    expect(told.rows.map((r) => [r.channel, r.recipient, r.link_path])).toEqual([
      ['email', 'team.buyer@mgrid.test', '/dealer'],
      ['sms', '+919811155667', '/login'],
    ]);
    expect(told.rows[0]!.body).toMatch(
      / added you to .+\. You can now order for the shop on its MGRID account: \{link\}$/,
    );
    expect(told.rows[1]!.body).toMatch(
      /Sign up with this mobile number to see the shop's MGRID dealer prices: \{link\}$/,
    );
    await callAs(db.engine, owner, `select public.invite_dealer_member($1, $2, 'viewer') as r`, [
      dealerId,
      '98111 55667',
    ]);
    const again = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.notifications where dealer_member_id = $1`,
      [invited.member_id],
    );
    expect(again.rows[0]!.n).toBe(1);
    const members = await callAs<Record<string, unknown>[]>(
      db.engine,
      owner,
      `select public.my_dealer_members() as r`,
    );
    expect(members.map((m) => [m.role, m.status, m.contact, m.is_me])).toEqual([
      ['owner', 'active', owner.email, true],
      ['buyer', 'active', 'team.buyer@mgrid.test', false],
      ['viewer', 'invited', '+919811155667', false],
    ]);
    // Another shop's owner sees their own team only; a member or a shopper sees none.
    expect(
      (await callAs<unknown[]>(db.engine, other.owner, `select public.my_dealer_members() as r`))
        .length,
    ).toBe(1);
    for (const who of [buyer, a.user]) {
      expect(await message(runAs(db.engine, who, `select public.my_dealer_members()`))).toBe(
        "Only the dealer's owner can see who belongs to the shop.",
      );
    }

    const remove = (actor: Actor, id: string) =>
      callAs<{ status: string }>(db.engine, actor, `select public.remove_dealer_member($1) as r`, [
        id,
      ]);
    expect(await message(remove(other.owner, added.member_id))).toBe(
      "Only the dealer's owner or staff can remove members.",
    );
    expect(await message(remove(buyer, invited.member_id))).toBe(
      "Only the dealer's owner or staff can remove members.",
    );
    const ownRow = members[0]!.member_id as string;
    expect(await message(remove(owner, ownRow))).toBe(
      'The owner cannot be removed from the shop; MGRID staff can make someone else the owner.',
    );
    expect(await message(remove(owner, randomUUID()))).toBe('This member does not exist.');
    expect((await remove(owner, added.member_id)).status).toBe('removed');
    expect((await remove(owner, added.member_id)).status).toBe('removed');
    expect((await remove(a.admin, invited.member_id)).status).toBe('removed');
    expect(await callAs(db.engine, buyer, `select public.my_dealer() as r`)).toBeNull();
    expect(
      (await callAs<unknown[]>(db.engine, owner, `select public.my_dealer_members() as r`)).length,
    ).toBe(1);
  });

  it('row-level security by role: visitor, shopper, another dealer, own member, staff', async () => {
    const mine = await approvedDealer(db.engine, a.admin, { tier_id: 'gold' });
    const buyer = await dealerMember(db.engine, mine.owner, mine.dealerId, 'buyer');
    const theirs = await approvedDealer(db.engine, a.admin, { tier_id: 'distributor' });
    await db.engine.query(`delete from public.tier_prices`);
    await db.engine.query(
      `insert into public.tier_prices (tier_id, product_id, discount_percent, pack_size)
       values ('gold', 'sl02', 22, 5), ('distributor', 'sl02', 30, 10), ('dealer', 'ml01', 18, 1)`,
    );
    const visible = async (actor: Actor) => {
      const counts: Record<string, unknown> = {};
      for (const table of NEW_TABLES) {
        const { rows } = await runAs<{ keys: string[] }>(
          db.engine,
          actor,
          `select coalesce(array_agg(k order by k), '{}') as keys from (
             select ${
               table === 'tier_prices'
                 ? `tier_id || ':' || product_id`
                 : table === 'price_tiers'
                   ? 'id'
                   : table === 'dealer_members'
                     ? 'dealer_id::text'
                     : table === 'dealer_applications'
                       ? 'user_id::text'
                       : 'id::text'
             } as k from public.${table}) as t`,
        );
        counts[table] = rows[0]!.keys;
      }
      return counts;
    };

    // A visitor may not even ask.
    for (const table of NEW_TABLES) {
      expect(
        (await pgError(runAs(db.engine, null, `select * from public.${table}`))).message,
      ).toMatch(/permission denied/);
    }
    // A shopper sees nothing of any dealer, through the tables or the RPCs.
    expect(await visible(a.user)).toEqual({
      dealer_accounts: [],
      dealer_applications: [],
      dealer_members: [],
      price_tiers: [],
      tier_prices: [],
    });
    for (const actor of [null, a.user]) {
      expect(await callAs(db.engine, actor, `select public.my_dealer() as r`)).toBeNull();
      expect(
        (await runAs(db.engine, actor, `select * from public.dealer_price_list()`)).rows,
      ).toEqual([]);
    }
    // A dealer's member reads their own dealer, its members and their tier's prices only.
    const own = {
      dealer_accounts: [mine.dealerId],
      dealer_applications: [],
      dealer_members: [mine.dealerId, mine.dealerId],
      price_tiers: ['gold'],
      tier_prices: ['gold:sl02'],
    };
    expect(await visible(buyer)).toEqual(own);
    expect(await visible(mine.owner)).toEqual({ ...own, dealer_applications: [mine.owner.id] });
    expect(await visible(theirs.owner)).toEqual({
      dealer_accounts: [theirs.dealerId],
      dealer_applications: [theirs.owner.id],
      dealer_members: [theirs.dealerId],
      price_tiers: ['distributor'],
      tier_prices: ['distributor:sl02'],
    });
    // Staff read everything.
    const staff = await visible(a.admin);
    expect(staff.price_tiers).toEqual(['dealer', 'distributor', 'gold']);
    expect(staff.tier_prices).toEqual(['dealer:ml01', 'distributor:sl02', 'gold:sl02']);
    expect(staff.dealer_accounts).toEqual(expect.arrayContaining([mine.dealerId, theirs.dealerId]));
    // Nobody writes directly, staff included: every change goes through the RPCs.
    for (const actor of [a.user, buyer, mine.owner, a.admin]) {
      expect(
        (
          await pgError(
            runAs(db.engine, actor, `update public.dealer_accounts set credit_limit_in_paise = 1`),
          )
        ).message,
      ).toMatch(/permission denied/);
      expect(
        (
          await pgError(
            runAs(
              db.engine,
              actor,
              `insert into public.tier_prices (tier_id, product_id, price_in_paise) values ('gold', 'ml01', 100)`,
            ),
          )
        ).message,
      ).toMatch(/permission denied/);
    }
    // The other dealer's member is refused the other dealer's staff functions in words.
    expect(
      await message(
        callAs(
          db.engine,
          theirs.owner,
          `select public.set_dealer_status($1, 'suspended', 'Spite') as r`,
          [mine.dealerId],
        ),
      ),
    ).toBe('Only staff who manage dealers can suspend or reinstate a dealer.');
    expect(
      await message(
        callAs(
          db.engine,
          mine.owner,
          `select public.update_dealer_terms($1, '{"credit_limit_in_paise": 99999999}'::jsonb) as r`,
          [mine.dealerId],
        ),
      ),
    ).toBe("Only staff who manage dealers can change a dealer's terms.");
  });

  it('keeps tier prices out of what a shopper device receives: products and the realtime feed', async () => {
    // The dealer tables are published for realtime, which reads each change back under the
    // subscriber's role (supabase/local/realtime/deliver.ts): the policies above decide.
    const published = await db.engine.query<{ tablename: string; rls: boolean }>(
      `select pt.tablename, c.relrowsecurity as rls from pg_publication_tables pt
       join pg_class c on c.relname = pt.tablename
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = pt.schemaname
       where pt.pubname = 'supabase_realtime' and pt.schemaname = 'public'
         and pt.tablename = any ($1) order by 1`,
      [NEW_TABLES],
    );
    expect(published.rows).toEqual(NEW_TABLES.map((tablename) => ({ tablename, rls: true })));
    // The products a shopper's device replicates and bundles carry no tier, dealer or pack field.
    const columns = await db.engine.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_schema = 'public' and table_name = 'products'
         and (column_name ilike '%dealer%' or column_name ilike '%tier%' or column_name ilike '%pack%')`,
    );
    expect(columns.rows).toEqual([]);
  });
});
