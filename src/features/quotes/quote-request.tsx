import { useSearchParams } from 'react-router-dom';
import { parseRequestedItems } from '../../lib/quotation.ts';
import { QuoteRequestForm } from './quote-request-form.tsx';

/** The request form with the lines the address names (?items=sl02:10,tp160:10). */
export function QuoteRequest() {
  const [params] = useSearchParams();
  const items = params.get('items');
  return <QuoteRequestForm key={items ?? ''} initialLines={parseRequestedItems(items)} />;
}
