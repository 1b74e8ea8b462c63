import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { smallPicture } from '../../lib/picture-sources.ts';
import { useProducts } from '../../../sync/products/hooks.ts';
import { msg, t } from '../../i18n/index.ts';

const CATEGORIES = [
  {
    name: 'Tools',
    label: msg('Tools'),
    text: msg('Line, crossline and 360° lasers and laser distance meters'),
    image: '/images/products/gl3d.webp',
  },
  {
    name: 'Accessories',
    label: msg('Accessories'),
    text: msg('Tripods, receivers, batteries, targets and cases'),
    image: '/images/products/tp160.webp',
  },
] as const;

/** The two categories, with how many products each holds. */
export function CategoryTiles() {
  const products = useProducts();
  return (
    <Stack gap="md" component="section">
      <Title order={2} fz={{ base: 22, sm: 28 }}>
        {t('Shop by category')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {CATEGORIES.map((category) => {
          const count = products.filter((p) => p.category === category.name).length;
          return (
            <Card
              key={category.name}
              component={Link}
              to={`/products?category=${category.name}`}
              withBorder
              radius="md"
              padding="md"
            >
              <Stack gap={4} style={{ flexDirection: 'row', alignItems: 'center', gap: 16 }}>
                <img
                  src={smallPicture(category.image)}
                  alt=""
                  // Below the hero: not among the pictures the first paint asks for first.
                  loading="lazy"
                  width={96}
                  height={96}
                  style={{ borderRadius: 12 }}
                />
                <Stack gap={4}>
                  <Title order={3} fz="lg">
                    {t(category.label)}
                  </Title>
                  <Text fz="sm" c="dark.5">
                    {t(category.text)}
                  </Text>
                  <Text fz="xs" c="mgrid.7" fw={700}>
                    {t('{count} products', { count })}
                  </Text>
                </Stack>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
