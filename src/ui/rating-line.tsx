import './rating-line.css';
import { groupIndian } from '../lib/money.ts';

export interface RatingLineProps {
  rating: number | null;
  reviews: number;
  size?: 'xs' | 'sm' | 'md';
}

const STAR_PX = { xs: 12, sm: 15, md: 18 } as const;

/**
 * Stars, the average and the number of reviews; nothing when a product has no rating yet.
 * Two lines of star characters, the filled one clipped to the rating: Mantine's Rating draws
 * ten SVGs per star for tenths, over 500 elements on the home page alone. Plain elements, as
 * every product card has one.
 */
export function RatingLine({ rating, reviews, size = 'sm' }: RatingLineProps) {
  if (rating == null || reviews <= 0) return null;
  const label = `Rated ${rating.toFixed(1)} out of 5 from ${groupIndian(reviews)} reviews`;
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <div className="rating-line" data-size={size} aria-label={label} role="img">
      <span className="rating-line__stars" style={{ fontSize: STAR_PX[size] }} aria-hidden>
        ★★★★★
        <span className="rating-line__filled" style={{ width: filled }}>
          ★★★★★
        </span>
      </span>
      <span className="rating-line__count" aria-hidden>
        {rating.toFixed(1)} ({groupIndian(reviews)})
      </span>
    </div>
  );
}
