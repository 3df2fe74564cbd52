import { contacts, faqQuestions, paymentOptions, products } from '../schema';
import type { SeedContext } from './context';

export interface CatalogueIds {
  products: number[];
  faqs: number[];
  contacts: number[];
  /** The foundation's payment options, in their order (the donation module's dropdown). */
  paymentOptions: number[];
}

/** Shop products, FAQ items, contact tiles and the foundation's payment options. */
export async function seedShop(ctx: SeedContext): Promise<CatalogueIds> {
  const { db, shopUrl } = ctx;
  const productRows = await db
    .insert(products)
    .values(
      [
        ['Koszulka meczowa domowa', 349.99, true, 299.99, '-15% tylko w tym tygodniu'],
        ['Szalik klubowy', 59.99, false, null, null],
        ['Piłka meczowa', 129.0, false, null, null],
        ['Kubek z herbem', 39.99, false, 29.99, 'Promocja'],
        ['Koszulka wyjazdowa', 349.99, false, null, null],
        ['Szalik retro', 69.99, false, null, null],
        ['Piłka treningowa', 89.0, false, 69.0, 'Wyprzedaż'],
        ['Kubek termiczny', 79.99, true, null, null],
      ].map(([name, price, isNew, promotionPrice, promotionDescription], i) => ({
        name: String(name),
        price: Number(price),
        imageId: ctx.image(`product-${String(i + 1).padStart(2, '0')}`),
        externalUrl: `${shopUrl}/produkt/${String(i + 1)}`,
        isNew: Boolean(isNew),
        isOnPromotion: promotionPrice !== null,
        promotionPrice: promotionPrice === null ? null : Number(promotionPrice),
        promotionDescription: promotionDescription === null ? null : String(promotionDescription),
      })),
    )
    .returning({ id: products.id });
  const faqRows = await db
    .insert(faqQuestions)
    .values([
      {
        question: 'Jak kupić bilet na mecz?',
        answer: `<p>Bilety kupisz w sprzedaży internetowej i w kasach stadionu. <a href="${ctx.ticketsUrl}">Przejdź do biletów</a>.</p>`,
      },
      {
        question: 'Czy na stadion można wejść z dzieckiem?',
        answer:
          '<p>Tak. Dzieci do lat 13 wchodzą pod opieką dorosłego, na sektor rodzinny obowiązują bilety ulgowe.</p>',
      },
      {
        question: 'Jak zwrócić bilet?',
        answer: '<p>Bilet można zwrócić do 48 godzin przed meczem w punkcie obsługi kibica.</p>',
      },
      {
        question: 'Gdzie zaparkować w dniu meczu?',
        answer:
          '<p>Parking przy stadionie jest dostępny dla posiadaczy karnetów. Polecamy komunikację miejską – bilet na mecz jest biletem na przejazd.</p>',
      },
      {
        question: 'Jak zostać wolontariuszem fundacji?',
        answer:
          '<p>Wypełnij formularz na stronie wolontariatu – odezwiemy się w ciągu tygodnia.</p>',
      },
      {
        question: 'Jak zarezerwować kort?',
        answer: '<p>Korty rezerwujesz w systemie online, także na dzień przed grą.</p>',
      },
    ])
    .returning({ id: faqQuestions.id });
  const contactRows = await db
    .insert(contacts)
    .values([
      {
        title: 'Biuro klubu',
        tagline: 'pon.–pt. 9:00–17:00',
        body: '<p>tel. +48 22 000 00 00<br>biuro@example.com</p>',
        buttonText: 'Napisz do nas',
        buttonExternalUrl: 'mailto:biuro@example.com',
        imageId: ctx.image('photo-20'),
      },
      {
        title: 'Biuro prasowe',
        tagline: 'Akredytacje i media',
        body: '<p>media@example.com</p>',
        buttonText: 'Akredytacje',
        buttonExternalUrl: 'mailto:media@example.com',
        imageId: ctx.image('photo-21'),
      },
      {
        title: 'Punkt obsługi kibica',
        tagline: 'Bilety i karnety',
        body: '<p>tel. +48 22 000 00 01</p>',
        imageId: ctx.image('photo-22'),
      },
      {
        title: 'Dział marketingu',
        tagline: 'Sponsoring i partnerstwa',
        body: '<p>biznes@example.com</p>',
        buttonText: 'Oferta',
        buttonExternalUrl: 'mailto:biznes@example.com',
        imageId: ctx.image('photo-23'),
      },
      {
        title: 'Fundacja',
        tagline: 'Programy i wolontariat',
        body: '<p>fundacja@example.com</p>',
        imageId: ctx.image('photo-24'),
      },
      {
        title: 'Akademia',
        tagline: 'Nabór i szkolenie',
        body: '<p>akademia@example.com</p>',
        imageId: ctx.image('photo-25'),
      },
    ])
    .returning({ id: contacts.id });
  const paymentRows = await db
    .insert(paymentOptions)
    .values([
      { label: 'Szybki przelew', url: 'https://platnosci.example/fundacja/przelew', position: 0 },
      { label: 'BLIK', url: 'https://platnosci.example/fundacja/blik', position: 1 },
      { label: 'Karta płatnicza', url: 'https://platnosci.example/fundacja/karta', position: 2 },
    ])
    .returning({ id: paymentOptions.id });
  return {
    products: productRows.map((r) => r.id),
    faqs: faqRows.map((r) => r.id),
    contacts: contactRows.map((r) => r.id),
    paymentOptions: paymentRows.map((r) => r.id),
  };
}
