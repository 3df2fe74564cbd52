import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { club } from '@trybuna/config';
import { CONTEXT, component, image } from '@/components/modules/test-fixtures';
import { ProductListModule } from './product-list-module';

const NBSP = '\u00a0';
const API = 'https://api.trybuna.example/images';

const product = (id: string, attributes: Record<string, unknown> = {}) => ({
  id,
  type: 'products',
  name: `Produkt ${id}`,
  price: 59.99,
  currency: 'PLN',
  external_url: `https://sklep.example/produkt/${id}`,
  is_new: false,
  is_on_promotion: false,
  promotion_price: null,
  promotion_description: null,
  image: null,
  ...attributes,
});

const render = (attributes: Record<string, unknown>, context = CONTEXT) =>
  renderToStaticMarkup(
    <ProductListModule
      component={component('product_list', { id: 'p1', ...attributes })}
      context={context}
    />,
  );

const SHIRT = product('1', {
  name: 'Koszulka meczowa domowa',
  price: '349.99',
  is_new: true,
  is_on_promotion: true,
  promotion_price: '299.99',
  promotion_description: '-15% tylko w tym tygodniu',
  image: image({
    width: 1000,
    height: 1000,
    variants: { thumb: { url: `${API}/fit-in/400x400/filters:quality(70)/koszulka.jpg` } },
  }),
});

describe('ProductListModule', () => {
  it('renders a titled grid of products with a link to the shop', () => {
    const html = render({
      title: 'Sklep kibica',
      external_url: 'https://sklep.example',
      button_text: 'Przejdź do sklepu',
      products: [SHIRT, product('2', { name: 'Szalik klubowy' })],
    });
    expect(html).toMatch(/^<section class="container [^"]+" aria-labelledby="products-p1">/);
    expect(html).toMatch(/<h2 id="products-p1"[^>]*>Sklep kibica<\/h2>/);
    expect(html).toMatch(
      /<a href="https:\/\/sklep.example" target="_blank" rel="nofollow noopener" class="[^"]+">Przejdź do sklepu<span/,
    );
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toMatch(/<article class="[^"]+" aria-labelledby="products-p1-1">/);
    expect(html).toMatch(/<h3 id="products-p1-1"[^>]*>Koszulka meczowa domowa<\/h3>/);
    expect(html.indexOf('Koszulka')).toBeLessThan(html.indexOf('Szalik'));
  });

  it('strikes the old price through next to the promotion price, with the label and flags', () => {
    const html = render({ products: [SHIRT] });
    expect(html).toContain(`<s class="_before_`);
    expect(html).toMatch(
      new RegExp(
        `<s class="[^"]+"><span class="visually-hidden">cena przed obniżką: </span>349,99${NBSP}zł</s> <strong class="[^"]+"><span class="visually-hidden">cena po obniżce: </span>299,99${NBSP}zł</strong>`,
      ),
    );
    expect(html).toMatch(/<span class="[^"]+">-15% tylko w tym tygodniu<\/span>/);
    expect(html).toMatch(/<span class="[^"]+">Nowość<\/span>/);
    // 256x256 product image.
    expect(html).toContain(`src="${API}/fit-in/256x256/filters:quality(70)/koszulka.jpg"`);
    expect(html).toContain('width="256" height="256"');
    // Buy now: external, new tab, nofollow noopener, named after the product.
    expect(html).toContain(
      'href="https://sklep.example/produkt/1" target="_blank" rel="nofollow noopener"',
    );
    expect(html).toContain(
      'Kup teraz<span class="visually-hidden">: Koszulka meczowa domowa</span>',
    );
  });

  it('shows the regular price alone when not on promotion', () => {
    const html = render({
      products: [
        product('2', { price: 129 }),
        // A promotion price without the promotion flag is not a promotion.
        product('3', { price: 69.99, promotion_price: 49.99, promotion_description: 'Wyprzedaż' }),
      ],
    });
    expect(html).not.toContain('<s ');
    expect(html).not.toContain('Wyprzedaż');
    expect(html).not.toContain('Nowość');
    expect(html).toMatch(new RegExp(`<strong class="[^"]+">129,00${NBSP}zł</strong>`));
    expect(html).toMatch(new RegExp(`<strong class="[^"]+">69,99${NBSP}zł</strong>`));
  });

  it("defaults the title and the shop link to the club's shop, and speaks English on /en", () => {
    const html = render({ products: [product('1')] });
    expect(html).toMatch(/<h2[^>]*>Sklep<\/h2>/);
    expect(html).toContain(`href="${club.urls.shop}"`);
    expect(html).toContain('Przejdź do sklepu');
    const en = render({ products: [SHIRT] }, { ...CONTEXT, locale: 'en' });
    expect(en).toContain('Go to shop');
    expect(en).toContain('Buy now');
    expect(en).toContain('>New</span>');
    expect(en).toContain(`price before discount: </span>PLN${NBSP}349.99`);
  });

  it('drops unusable products and renders nothing without any', () => {
    const html = render({
      products: [product('1', { name: ' ' }), { broken: true }, product('2', { price: 'abc' })],
    });
    expect(html.match(/<li /g)).toHaveLength(1);
    expect(html).toContain('Produkt 2');
    expect(html).not.toContain('<strong');
    expect(render({ products: [] })).toBe('');
    expect(render({})).toBe('');
    expect(render({ products: [product('1', { name: null })] })).toBe('');
  });
});
