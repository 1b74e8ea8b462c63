import { Autocomplete, Group, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatInr, gstShortNote } from '../../lib/money.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { useProducts } from '../../../sync/catalogue/hooks.ts';

const SUGGESTIONS = 6;

/**
 * The header's search box: products appear as you type (the local catalogue, typo-tolerant);
 * choosing one opens it, Enter shows every match on /products.
 */
export function HeaderSearch() {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const matches = useProducts({ search: text.trim() || null });
  const data = text.trim()
    ? matches.slice(0, SUGGESTIONS).map((p) => ({
        value: p.id,
        label: p.name,
        price: p.priceInPaise,
        priceInclusive: p.priceInclusive,
      }))
    : [];
  const byId = new Map(data.map((d) => [d.value, d]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    navigate(query ? `/products?q=${encodeURIComponent(query)}` : '/products');
  };

  return (
    <form role="search" onSubmit={submit}>
      <Autocomplete
        id={id}
        aria-label="Search products"
        type="search"
        placeholder="Search lasers, meters…"
        leftSection={<SearchIcon size={18} />}
        value={text}
        onChange={setText}
        data={data.map(({ value, label }) => ({ value, label }))}
        filter={({ options }) => options}
        onOptionSubmit={(productId) => {
          // Autocomplete writes the chosen label into the box right after this; clear it after.
          setTimeout(() => setText(''), 0);
          navigate(`/products/${encodeURIComponent(productId)}`);
        }}
        renderOption={({ option }) => {
          const product = byId.get(option.value);
          const price = product?.price;
          return (
            <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
              <Text fz="sm" lineClamp={1}>
                {String('label' in option ? option.label : option.value)}
              </Text>
              {price != null && (
                <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatInr(price)}{' '}
                  <Text span fz="xs" fw={400} c="dark.5">
                    {gstShortNote(product?.priceInclusive ?? true)}
                  </Text>
                </Text>
              )}
            </Group>
          );
        }}
        radius="xl"
        data-testid="header-search"
      />
    </form>
  );
}
