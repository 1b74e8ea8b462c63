import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Pill.css';
// "Fits models": which tools an accessory fits, chosen from the catalogue's tools (their ids
// are stored, so a renamed model stays fitted). The assistant answers "battery for SL02" and
// "what fits GL360" from this list.
import { MultiSelect } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useAdminProducts } from '../../../sync/product-drafts/hooks.ts';

export function FitsModelsInput(props: {
  productId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: ReactNode;
}) {
  const all = useAdminProducts();
  const options = useMemo(() => {
    const tools = all
      .filter((p) => p.category === 'Tools' && p.id !== props.productId)
      .map((p) => ({ value: p.id, label: p.name }));
    // A fitted model no longer in the catalogue stays visible (and removable) by its id.
    const missing = props.value
      .filter((id) => !tools.some((t) => t.value === id))
      .map((id) => ({ value: id, label: `${id} (not in the catalogue)` }));
    return [...tools, ...missing];
  }, [all, props.productId, props.value]);
  return (
    <MultiSelect
      label="Fits models"
      description="For an accessory: the tools it fits. Shoppers and the assistant see this."
      data={options}
      value={props.value}
      onChange={props.onChange}
      searchable
      clearable
      hidePickedOptions
      nothingFoundMessage="No such model"
      error={props.error}
      data-testid="fits-models"
    />
  );
}
