import { Box, Group, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatInr, gstShortNote } from '../../lib/money.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { prepareSearch } from '../../../sync/products/actions.ts';
import { useProducts } from '../../../sync/products/hooks.ts';
import { localizedName } from '../../lib/localized.ts';
import { locale, t } from '../../i18n/index.ts';

const SUGGESTIONS = 6;

/**
 * The header's search box: products appear as you type (the local catalogue, typo-tolerant);
 * choosing one opens it, Enter shows every match on /products. A plain ARIA combobox rather
 * than Mantine's Autocomplete: this box is on every page's first paint, and Autocomplete
 * brings its popover and positioning library (about 25 KiB gzipped) into that bundle.
 */
export function HeaderSearch() {
  const id = useId();
  const listId = `${id}-suggestions`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();
  const matches = useProducts({ search: query || null });
  const suggestions = query ? matches.slice(0, SUGGESTIONS) : [];
  const expanded = open && suggestions.length > 0;

  const choose = (productId: string) => {
    setText('');
    setOpen(false);
    void navigate(`/products/${encodeURIComponent(productId)}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) return choose(chosen.id);
    setOpen(false);
    void navigate(query ? `/products?q=${encodeURIComponent(query)}` : '/products');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
    // -1 is the box itself: the arrows cycle through it and the suggestions.
    const count = suggestions.length + 1;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    setActive((i) => ((i + 1 + step + count) % count) - 1);
  };

  return (
    <Box component="form" role="search" onSubmit={submit} pos="relative">
      <TextInput
        id={id}
        aria-label={t('Search products')}
        type="search"
        placeholder={t('Search lasers, meters…')}
        leftSection={<SearchIcon size={18} />}
        radius="xl"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => {
          prepareSearch();
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        data-testid="header-search"
      />
      {expanded && (
        <Paper
          component="ul"
          id={listId}
          role="listbox"
          aria-label={t('Suggestions')}
          shadow="md"
          withBorder
          p={4}
          m={0}
          pos="absolute"
          left={0}
          right={0}
          top="calc(100% + 4px)"
          style={{ zIndex: 300, listStyle: 'none' }}
        >
          {suggestions.map((product, index) => (
            <UnstyledButton
              component="li"
              key={product.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the box, so the blur above does not close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(product.id)}
              onMouseEnter={() => setActive(index)}
              display="block"
              w="100%"
              px="sm"
              py={6}
              bg={index === active ? 'var(--mantine-color-gray-1)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text fz="sm" lineClamp={1}>
                  {localizedName(product, locale())}
                </Text>
                {product.priceInPaise != null && (
                  <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {formatInr(product.priceInPaise)}{' '}
                    <Text span fz="xs" fw={400} c="dark.5">
                      {gstShortNote(product.priceInclusive ?? true, t)}
                    </Text>
                  </Text>
                )}
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </Box>
  );
}
