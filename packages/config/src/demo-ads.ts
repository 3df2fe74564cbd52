/**
 * The demo club's house advertisements, one per ad slot of the site: script creatives, as an
 * ad server would deliver them. The site runs each in a sandboxed frame (no same-origin), so a
 * creative's script runs but cannot reach the page (docs/security.md).
 */
function houseAd(input: { kicker: string; lines: readonly string[]; cta: string; href: string }) {
  const lines = JSON.stringify(input.lines);
  return [
    '<style>',
    'body{font-family:system-ui,sans-serif;background:linear-gradient(135deg,#0b3d2e,#14563f 60%,#d4a017);color:#fff}',
    'a{display:flex;flex-direction:column;justify-content:center;gap:.4rem;height:100%;box-sizing:border-box;padding:1rem 1.25rem;color:inherit;text-decoration:none}',
    'small{font-size:.75rem;letter-spacing:.14em;text-transform:uppercase;opacity:.85}',
    'strong{font-size:clamp(1.1rem,5vw,1.8rem);line-height:1.15;text-transform:uppercase}',
    'span{align-self:flex-start;margin-top:.3rem;padding:.35rem .8rem;border:2px solid #fff;border-radius:4px;font-weight:700;font-size:.85rem;text-transform:uppercase}',
    '</style>',
    `<a href="${input.href}"><small>${input.kicker}</small><strong id="line">${input.lines[0] ?? ''}</strong><span>${input.cta}</span></a>`,
    '<script>',
    // The mark lets a test see that the creative's script ran inside its frame.
    `(function(){document.documentElement.setAttribute('data-ad-ready','');var lines=${lines},i=0,el=document.getElementById('line');`,
    "if(matchMedia('(prefers-reduced-motion: reduce)').matches||lines.length<2)return;",
    'setInterval(function(){i=(i+1)%lines.length;el.textContent=lines[i];},4000);})();',
    '</script>',
  ].join('');
}

export function demoAdSlots(urls: { tickets: string; shop: string; membership: string }) {
  return {
    'article-middle': {
      html: houseAd({
        kicker: 'Reklama klubowa',
        lines: ['Karnety na rundę wiosenną', 'Twoje miejsce na trybunie', 'Cały sezon z drużyną'],
        cta: 'Kup karnet',
        href: urls.tickets,
      }),
    },
    'news-grid': {
      html: houseAd({
        kicker: 'Sklep kibica',
        lines: ['Nowa koszulka meczowa', 'Szaliki i czapki na zimę'],
        cta: 'Do sklepu',
        href: urls.shop,
      }),
    },
    gallery: {
      html: houseAd({
        kicker: 'Członkostwo',
        lines: ['Dołącz do klubu kibica', 'Zniżki na bilety i gadżety'],
        cta: 'Dołącz',
        href: urls.membership,
      }),
    },
  };
}
