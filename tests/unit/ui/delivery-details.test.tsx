// Contact and delivery address as checkout and accepting a quotation ask for them: the same
// labels, hints and test ids in both, under legends at the page's heading level.
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { DeliveryDetails } from '../../../src/ui/delivery-details.tsx';
import { render, textOf } from './render.tsx';

function Form({ level, state }: { level: 2 | 3; state: string }) {
  const form = useForm({
    initialValues: {
      name: 'Asha Rao',
      phone: '',
      email: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state,
      pinCode: '',
    },
  });
  return <DeliveryDetails form={form} level={level} contactColumns={level} />;
}

describe('DeliveryDetails', () => {
  it('asks for contact, then the address, the PIN code saying it fills city and state', () => {
    const html = render(<Form level={2} state="" />);
    expect(textOf(html)).toMatch(
      /^Contact Full name \* Mobile number \* 10-digit Indian mobile number; \+91 optional Email \(for the invoice\) Delivery address Address line 1 \* Flat \/ house no\., building, street Address line 2 Area, landmark \(optional\) PIN code \* Fills in city and state City \* State \*/,
    );
    expect(html).toMatch(/<legend[^>]*class="[^"]*mantine-Title-root[^"]*"[^>]*data-order="2"/);
    expect(html).toContain('value="Asha Rao"');
    expect(html).toContain('data-testid="state-select"');
    expect(html).toContain('autoComplete="postal-code"');
  });

  it('puts the legends one level down inside a quotation and shows the quoted state', () => {
    const html = render(<Form level={3} state="Karnataka" />);
    expect(html).toMatch(/<legend[^>]*data-order="3"/);
    expect(html).toContain('value="Karnataka"');
  });
});
