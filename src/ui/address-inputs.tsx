import { SimpleGrid, TextInput } from '@mantine/core';
import { useRef, type ChangeEvent } from 'react';
import { TEXT_LIMITS } from '../lib/constants.ts';
import { INDIAN_STATES_AND_UNION_TERRITORIES } from '../lib/indian-states.ts';
import { placeForPinCode } from '../lib/pin-codes.ts';
import { pinFill } from '../lib/pin-fill.ts';
import type { GetInputPropsReturnType } from '@mantine/form';
import { t } from '../i18n/index.ts';
import { FormSelect, FormTextInput } from './form-fields.tsx';

/** One list for every render, so the memoised select skips a keystroke elsewhere. */
const STATES = [...INDIAN_STATES_AND_UNION_TERRITORIES];

export interface AddressInputsProps {
  addressLine1: GetInputPropsReturnType;
  addressLine2: GetInputPropsReturnType;
  pinCode: GetInputPropsReturnType;
  city: GetInputPropsReturnType;
  state: GetInputPropsReturnType;
}

/**
 * An Indian delivery address as every form that delivers asks for it (checkout, accepting a
 * quotation): the PIN code fills in city and state. A fragment, under DeliveryDetails' legend.
 */
export function AddressInputs({
  addressLine1,
  addressLine2,
  pinCode,
  city,
  state,
}: AddressInputsProps) {
  // What the PIN code last filled in (see pinFill).
  const filledFromPin = useRef({ city: '', state: '' });
  const onPinChange = (event: ChangeEvent<HTMLInputElement>) => {
    pinCode.onChange(event);
    const place = placeForPinCode(event.currentTarget.value);
    if (!place) return;
    const current = { city: String(city.value ?? ''), state: String(state.value ?? '') };
    const fill = pinFill(place, current, filledFromPin.current);
    if (fill.city !== undefined) city.onChange(fill.city);
    if (fill.state !== undefined) state.onChange(fill.state);
    filledFromPin.current = { ...filledFromPin.current, ...fill };
  };

  return (
    <>
      <FormTextInput
        label={t('Address line 1')}
        withAsterisk
        description={t('Flat / house no., building, street')}
        maxLength={TEXT_LIMITS.address}
        autoComplete="address-line1"
        {...addressLine1}
      />
      <FormTextInput
        label={t('Address line 2')}
        description={t('Area, landmark (optional)')}
        maxLength={TEXT_LIMITS.address}
        autoComplete="address-line2"
        {...addressLine2}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {/* Not memoised: its handler reads this render's city and state. */}
        <TextInput
          label={t('PIN code')}
          withAsterisk
          description={t('Fills in city and state')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          {...pinCode}
          onChange={onPinChange}
        />
        <FormTextInput
          label={t('City')}
          withAsterisk
          autoComplete="address-level2"
          maxLength={TEXT_LIMITS.city}
          {...city}
        />
        {/* A required select never deselects: re-choosing the chosen state keeps it. */}
        <FormSelect
          label={t('State')}
          withAsterisk
          searchable
          allowDeselect={false}
          placeholder={t('Choose')}
          data={STATES}
          autoComplete="address-level1"
          {...state}
          onChange={(value) => state.onChange(value ?? '')}
          data-testid="state-select"
        />
      </SimpleGrid>
    </>
  );
}
