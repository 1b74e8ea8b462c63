import { NativeSelect } from '@mantine/core';
import { useOpenPositions } from '../../../sync/careers/hooks.ts';
import type { Position } from '../../../sync/careers/model.ts';
import { positionName } from './open-positions.tsx';
import { msg, t } from '../../i18n/index.ts';

export const ANY_POSITION = msg('Any position (open application)');

/** The lead's first line names the position, so whoever reads the lead sees it first. */
export const applicationFor = (position: Position | null) =>
  `Application for: ${position ? positionName(position) : ANY_POSITION}`;

/** The position an application is for: `null` is an open application. */
export function usePositionById(id: string | null): Position | null {
  const positions = useOpenPositions();
  return positions.find((p) => p.id === id) ?? null;
}

/** Picks the position an application is for, among the open ones. */
export function PositionSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const positions = useOpenPositions();
  const known = positions.some((p) => p.id === value);
  return (
    <NativeSelect
      label={t('Position')}
      maw={420}
      data={[
        { value: '', label: t(ANY_POSITION) },
        ...positions.map((p) => ({ value: p.id, label: positionName(p) })),
      ]}
      value={known ? (value ?? '') : ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data-testid="careers-position"
    />
  );
}
