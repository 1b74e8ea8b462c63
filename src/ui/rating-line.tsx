import { Group, Rating, Text } from '@mantine/core';

export interface RatingLineProps {
  rating: number | null;
  reviews: number;
  size?: 'xs' | 'sm' | 'md';
}

/** Stars, the average and the number of reviews; nothing when a product has no rating yet. */
export function RatingLine({ rating, reviews, size = 'sm' }: RatingLineProps) {
  if (rating == null || reviews <= 0) return null;
  const label = `Rated ${rating.toFixed(1)} out of 5 from ${reviews.toLocaleString('en-IN')} reviews`;
  return (
    <Group gap={6} wrap="nowrap" aria-label={label} role="img">
      <Rating value={rating} fractions={10} readOnly size={size} color="orange.6" aria-hidden />
      <Text span fz={size === 'md' ? 'sm' : 'xs'} c="dark.5" aria-hidden>
        {rating.toFixed(1)} ({reviews.toLocaleString('en-IN')})
      </Text>
    </Group>
  );
}
