import { Badge } from '@mantine/core';
import { t } from '../../i18n/index.ts';

/** Marks a popular product (rank 10 or lower) on its card. */
export function BestSellerRibbon() {
  return (
    <Badge
      color="mgrid.7"
      radius="sm"
      size="sm"
      style={{ position: 'absolute', top: 10, left: 10, zIndex: 1 }}
    >
      {t('Best seller')}
    </Badge>
  );
}
