import './rating-line.css';
import { groupIndian } from '../lib/group-indian.ts';
import { t } from '../i18n/index.ts';

export interface RatingLineProps {
  rating: number | null;
  reviews: number;
  size?: 'xs' | 'sm' | 'md';
}

const STAR_PX = { xs: 12, sm: 15, md: 18 } as const;

/**
 * Stars, the average and the number of reviews; nothing when a product has no rating yet.
 * One element whose background, filled up to the rating, shows through five star-shaped
 * holes (rating-line.css). Mantine's Rating draws ten SVGs per star for tenths, over 500
 * elements on the home page alone; star characters (★) were no better on a first visit: few
 * text fonts have the glyph, and the browser's search for one that does cost the first
 * layout about 15 ms on this machine (60 ms at Lighthouse's 4x CPU).
 */
export function RatingLine({ rating, reviews, size = 'sm' }: RatingLineProps) {
  if (rating == null || reviews <= 0) return null;
  const label = t('Rated {rating} out of 5 from {reviews} reviews', {
    rating: rating.toFixed(1),
    reviews: groupIndian(reviews),
  });
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <div className="rating-line" data-size={size} aria-label={label} role="img">
      <span
        className="rating-line__stars"
        style={{ fontSize: STAR_PX[size], '--rating-fill': filled } as React.CSSProperties}
        aria-hidden
      />
      <span className="rating-line__count" aria-hidden>
        {rating.toFixed(1)} ({groupIndian(reviews)})
      </span>
    </div>
  );
}
