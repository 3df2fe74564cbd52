import 'server-only';
import { createHash } from 'node:crypto';

/**
 * The site's own 360° viewer (`/embeds/panorama-360?image={path}`, docs/web.md "Embeds"): one
 * of the API's pictures as a wrap-around panorama that turns slowly by itself (not with
 * reduced motion) and is turned by dragging, the arrow keys or two buttons. No outside
 * network: the picture comes from the content API, the script and style are inline and
 * allowed by their hashes only.
 */

/** An image path as the API's `/images/` serves originals: folders and a picture file. */
const IMAGE_PATH =
  /^(?:[a-z0-9]+(?:-[a-z0-9]+)*\/){0,3}[a-z0-9]+(?:-[a-z0-9]+)*\.(?:jpe?g|png|webp)$/;

export function panoramaImagePath(raw: string | null): string | null {
  return raw && IMAGE_PATH.test(raw) ? raw : null;
}

const STYLE = `html,body{margin:0;height:100%;overflow:hidden;background:#0d1b2a;color:#fff;font:16px/1.4 system-ui,sans-serif}
#pano{position:absolute;inset:0;background-repeat:repeat-x;background-size:auto 100%;background-position:0 50%;cursor:grab;touch-action:pan-y}
#pano:focus-visible{outline:3px solid #fff;outline-offset:-6px}
#pano.drag{cursor:grabbing}
.controls{position:absolute;left:50%;bottom:12px;transform:translateX(-50%);display:flex;gap:8px}
button{min-width:44px;min-height:44px;border:2px solid #fff;border-radius:22px;background:rgb(0 0 0/60%);color:#fff;font-size:20px;cursor:pointer}
button:focus-visible{outline:3px solid #fff;outline-offset:2px}
.badge{position:absolute;top:8px;left:8px;padding:2px 8px;border-radius:4px;background:rgb(0 0 0/60%);font-weight:700}`;

const SCRIPT = `(()=>{const p=document.getElementById('pano');let x=0,drag=null,auto=!matchMedia('(prefers-reduced-motion: reduce)').matches,last=0;
p.style.backgroundImage='url("'+p.dataset.image.replace(/["\\\\]/g,encodeURIComponent)+'")';
const show=()=>{p.style.backgroundPositionX=Math.round(x)+'px'};const stop=()=>{auto=false};
const turn=(d)=>{stop();x+=d;show()};
p.addEventListener('pointerdown',(e)=>{stop();drag=e.clientX;p.classList.add('drag');p.setPointerCapture(e.pointerId)});
p.addEventListener('pointermove',(e)=>{if(drag===null)return;x+=e.clientX-drag;drag=e.clientX;show()});
const end=()=>{drag=null;p.classList.remove('drag')};p.addEventListener('pointerup',end);p.addEventListener('pointercancel',end);
p.addEventListener('keydown',(e)=>{if(e.key==='ArrowLeft'){turn(40);e.preventDefault()}else if(e.key==='ArrowRight'){turn(-40);e.preventDefault()}});
document.getElementById('left').addEventListener('click',()=>turn(120));
document.getElementById('right').addEventListener('click',()=>turn(-120));
const tick=(t)=>{if(!auto)return;if(last)x-=(t-last)*0.02;last=t;show();requestAnimationFrame(tick)};requestAnimationFrame(tick)})();`;

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's Content-Security-Policy: its own script and style, the API's pictures, framed only by its own origin. */
export function panoramaCsp(apiOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src ${hash(SCRIPT)}`,
    `style-src ${hash(STYLE)}`,
    `img-src ${apiOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The viewer's HTML for the picture at `imageUrl`. */
export function panoramaHtml(imageUrl: string): string {
  // The script sets the picture as the background (CSSOM, which the CSP allows): a style
  // attribute would need style-src 'unsafe-inline'.
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Panorama 360°</title><style>${STYLE}</style></head><body>
<div id="pano" role="img" tabindex="0" data-image="${escapeAttribute(imageUrl)}" aria-label="Panorama 360°. Przeciągnij obraz lub użyj strzałek, aby się rozejrzeć."></div>
<p class="badge" aria-hidden="true">360°</p>
<div class="controls"><button type="button" id="left" aria-label="Obróć w lewo">◀</button><button type="button" id="right" aria-label="Obróć w prawo">▶</button></div>
<script>${SCRIPT}</script></body></html>`;
}
