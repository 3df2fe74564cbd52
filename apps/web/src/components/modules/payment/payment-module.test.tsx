import { describe, expect, it } from 'vitest';
import { CONTEXT, component } from '@/components/modules/test-fixtures';
import { renderModule } from '@/components/modules/test-render';
import { PaymentModule } from './payment-module';

const PAYLOAD = {
  header: 'Wesprzyj fundację',
  description: 'Twoja darowizna trafia do dzieci.',
  policy: '100% OF YOUR DONATIONS GO TO SUPPORT PROGRAMS',
  transfer_title: 'darowizna na cele statutowe',
  bank_account: '12345678901234567890123456',
  address: 'ul. Sportowa 1, 00-001 Warszawa',
  stats: { programmes: 12, meals: 48_500, volunteers: 230 },
  payment_options: [
    { id: '1', type: 'payment_options', label: 'Szybki przelew', url: 'https://pay.example/a' },
    { id: '2', type: 'payment_options', label: 'BLIK', url: 'https://pay.example/b' },
    { id: '3', type: 'payment_options', label: 'Zły', url: 'javascript:alert(1)' },
  ],
};

const render = (payload: Record<string, unknown>) =>
  renderModule(<PaymentModule component={component('payment', payload)} context={CONTEXT} />);

describe('001 §2 payment: the donation section', () => {
  const html = render(PAYLOAD);

  it('shows the header, description and the policy text verbatim', () => {
    expect(html).toMatch(/<h2 id="payment-\d+"[^>]*>Wesprzyj fundację<\/h2>/);
    expect(html).toContain('100% OF YOUR DONATIONS GO TO SUPPORT PROGRAMS');
    expect(html).toContain('Twoja darowizna trafia do dzieci.');
  });

  it('a labelled dropdown of the options and a donate link to the first, in a new tab', () => {
    expect(html).toMatch(/<label for="([^"]+)">Sposób płatności<\/label><select id="\1"/);
    expect(html).toContain('<option value="1" selected="">Szybki przelew</option>');
    expect(html).toContain('<option value="2">BLIK</option>');
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/pay.example\/a" target="_blank" rel="noopener noreferrer">Wpłać/,
    );
  });

  it('the bank transfer: account grouped with a copy button, the title and the address', () => {
    expect(html).toContain('12 3456 7890 1234 5678 9012 3456');
    expect(html).toContain('aria-label="Kopiuj numer konta"');
    expect(html).toContain('darowizna na cele statutowe');
    expect(html).toContain('ul. Sportowa 1, 00-001 Warszawa');
  });

  it('an IBAN in groups of four and the SWIFT/BIC code', () => {
    const iban = render({
      bank_account: 'PL00 1234 5678 0000 0001 2026 1927',
      swift: 'DEMOPLPWXXX',
    });
    expect(iban).toContain('PL00 1234 5678 0000 0001 2026 1927');
    expect(iban).toMatch(/<dt>Kod SWIFT\/BIC<\/dt><dd translate="no">DEMOPLPWXXX<\/dd>/);
    expect(html).not.toContain('SWIFT');
  });

  it('the foundation figures in the spec order', () => {
    const order = ['programmes', 'meals', 'volunteers'].map((key) =>
      html.indexOf(`data-stat="${key}"`),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toMatch(/48\s500/);
  });

  it('renders what it has, and nothing when it has nothing', () => {
    const onlyTransfer = render({ bank_account: '00 1111 2222 3333 4444 5555 6666' });
    expect(onlyTransfer).toContain('Przelew tradycyjny');
    expect(onlyTransfer).not.toContain('Wpłać');
    expect(render({})).toBe('');
  });
});
