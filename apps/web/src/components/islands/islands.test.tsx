import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyIsland } from './lazy-island';
import { nearScreenIsland } from './near-screen-island';

function Card({ name }: { name: string }) {
  return (
    <section data-card="1">
      <h2>{name}</h2>
      <button type="button" disabled>
        Go
      </button>
    </section>
  );
}

/** The server's HTML of a page, read whole (as Next.js prerenders a page). */
async function serverHtml(node: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(<main>{node}</main>);
  await stream.allReady;
  return new Response(stream).text();
}

describe('islands loaded on demand: the server HTML holds their markup in place', () => {
  it('lazyIsland renders the island inline (no fallback, no block revealed by a script)', async () => {
    const Island = lazyIsland(() => Promise.resolve(Card));
    const html = await serverHtml(<Island name="Quiz" />);
    expect(html).toContain('<main><!--&--><section data-card="1"><h2>Quiz</h2>');
    expect(html).not.toContain('<template');
    expect(html).not.toContain('hidden');
  });

  it('nearScreenIsland renders the island inside its box, with the class it is given', async () => {
    const Island = nearScreenIsland(() => Promise.resolve(Card));
    const html = await serverHtml(<Island name="Survey" className="container" />);
    expect(html).toContain(
      '<main><div class="container"><section data-card="1"><h2>Survey</h2><button type="button" disabled="">Go</button></section></div></main>',
    );
    expect(html).not.toContain('<template');
    // A second render (the module is loaded now) gives the same HTML.
    expect(await serverHtml(<Island name="Survey" className="container" />)).toBe(html);
  });
});
