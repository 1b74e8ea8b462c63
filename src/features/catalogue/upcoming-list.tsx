import { Badge, Button, Card, Grid, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ProductImage } from '../../ui/product-image.tsx';
import { upcomingProducts, type UpcomingProduct } from './upcoming-products.ts';
import { locale, t } from '../../i18n/index.ts';
import { localizedName } from '../../lib/localized.ts';

export interface UpcomingListProps {
  /** The "notify me" form for a product (the leads feature's, composed by the page). */
  renderNotify: (product: UpcomingProduct) => ReactNode;
}

/** Announced products, each with "Notify me" opening a short form. */
export function UpcomingList({ renderNotify }: UpcomingListProps) {
  const [chosen, setChosen] = useState<UpcomingProduct | null>(null);
  return (
    <>
      <Stack gap="lg">
        {upcomingProducts(locale()).map((product) => (
          <Card key={product.id} withBorder radius="md" padding="lg" data-testid="upcoming-card">
            <Grid gap="lg" align="center">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <ProductImage
                  src={product.image}
                  alt={localizedName(product, locale())}
                  sizes="(max-width: 48em) 100vw, 300px"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <Stack gap="xs">
                  <Badge variant="light" color="blue" style={{ alignSelf: 'flex-start' }}>
                    {t('Expected {when}', { when: product.expected })}
                  </Badge>
                  <Title order={2} fz="xl">
                    {localizedName(product, locale())}
                  </Title>
                  <Text c="dark.6">{product.summary}</Text>
                  <List fz="sm" spacing={4}>
                    {product.highlights.map((h) => (
                      <List.Item key={h}>{h}</List.Item>
                    ))}
                  </List>
                  <Text fz="sm" fw={600}>
                    {t('Expected price: {price}', { price: product.expectedPrice })}
                  </Text>
                  <Button onClick={() => setChosen(product)} style={{ alignSelf: 'flex-start' }}>
                    {t('Notify me')}
                  </Button>
                </Stack>
              </Grid.Col>
            </Grid>
          </Card>
        ))}
      </Stack>
      <Modal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        title={chosen ? t('Notify me: {name}', { name: chosen.name }) : ''}
        size="lg"
      >
        {chosen && renderNotify(chosen)}
      </Modal>
    </>
  );
}
