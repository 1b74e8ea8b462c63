import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREENFUL,
  useFirstScreenful,
} from '../../../src/features/catalogue/use-first-screenful.ts';
import { render } from './render.tsx';

function Count({ limit, whole }: { limit: number; whole?: boolean }) {
  return <output>{useFirstScreenful('query', limit, whole).count}</output>;
}

describe('useFirstScreenful', () => {
  // The pre-render and the hydration that follows it must agree: both render the whole page.
  it('renders every card on the server, not only the first screenful', () => {
    expect(FIRST_SCREENFUL).toBeLessThan(24);
    expect(render(<Count limit={24} />)).toContain('<output>24</output>');
  });
});
