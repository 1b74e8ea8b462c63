-- The dealer's owner runs the shop's team from the phone: who belongs (my_dealer_members) and
-- taking someone off it (remove_dealer_member); invite_dealer_member adds them. A removed
-- member keeps their account as a shopper: the dealer's prices, credit and ledger leave their
-- device at the next read (the dealer_prices snapshot follows dealer_members).

create function public.my_dealer_members() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  mine public.dealer_members := private.my_membership();
begin
  if mine.id is null or mine.role <> 'owner' then
    raise exception 'Only the dealer''s owner can see who belongs to the shop.'
      using errcode = 'insufficient_privilege';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'member_id', m.id,
        'role', m.role,
        'status', m.status,
        'contact', coalesce(m.invited_contact, u.email, u.phone),
        'full_name', u.full_name,
        'is_me', m.user_id is not distinct from auth.uid(),
        'created_at', m.created_at)
      order by case m.role when 'owner' then 0 when 'buyer' then 1 else 2 end, m.created_at, m.id)
    from public.dealer_members m
    left join public.users u on u.id = m.user_id
    where m.dealer_id = mine.dealer_id and m.status <> 'removed' and not m._deleted), '[]'::jsonb);
end
$$;

comment on function public.my_dealer_members() is
  'The signed-in dealer owner''s members, owner first, then buyers and viewers by when they joined: [{member_id, role, status (invited|active), contact (the invited email or mobile, else the account''s), full_name, is_me, created_at}]. Refused in words for anyone who is not an active dealer owner.';

revoke execute on function public.my_dealer_members() from public, anon;
grant execute on function public.my_dealer_members() to authenticated;

create function public.remove_dealer_member(p_member uuid) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  mine public.dealer_members := private.my_membership();
  staff boolean := public.can_manage_dealers();
  m public.dealer_members;
begin
  select * into m from public.dealer_members x where x.id = p_member and not x._deleted;
  if not found then
    raise exception 'This member does not exist.' using errcode = 'PT404';
  end if;
  if not staff and not (mine.role = 'owner' and mine.dealer_id = m.dealer_id) then
    raise exception 'Only the dealer''s owner or staff can remove members.'
      using errcode = 'insufficient_privilege';
  end if;
  if m.role = 'owner' then
    raise exception 'The owner cannot be removed from the shop; MGRID staff can make someone else the owner.'
      using errcode = 'check_violation';
  end if;
  if m.status <> 'removed' then
    update public.dealer_members x
    set status = 'removed', updated_at = now()
    where x.id = m.id
    returning * into m;
  end if;
  return private.member_row(m);
end
$$;

comment on function public.remove_dealer_member(uuid) is
  'The dealer''s owner (their own shop) or staff take a buyer or viewer off the dealer (status removed; an invitation not yet taken is withdrawn); the owner cannot be removed. Removing one already removed answers it unchanged. Answers {member_id, dealer_id, user_id, invited_contact, role, status}; refuses in words.';

revoke execute on function public.remove_dealer_member(uuid) from public, anon;
grant execute on function public.remove_dealer_member(uuid) to authenticated;
