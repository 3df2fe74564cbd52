import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCarousel, type CarouselOptions } from './use-carousel';

function Probe(options: CarouselOptions) {
  const carousel = useCarousel(options);
  return (
    <div>
      <button type="button" disabled={!carousel.ready || !carousel.canPrevious}>
        previous
      </button>
      <span>{carousel.index}</span>
      <button type="button" disabled={!carousel.ready || !carousel.canNext}>
        next
      </button>
      <span>{carousel.autoplayAvailable ? 'autoplay' : 'still'}</span>
      <span>{carousel.playing ? 'playing' : 'waiting'}</span>
    </div>
  );
}

describe("useCarousel in the server's HTML", () => {
  it('shows the first slide with its buttons disabled until hydrated and measured', () => {
    expect(renderToStaticMarkup(<Probe count={3} />)).toBe(
      '<div><button type="button" disabled="">previous</button><span>0</span>' +
        '<button type="button" disabled="">next</button><span>still</span><span>waiting</span></div>',
    );
  });

  it('has autoplay to start once hydrated, not before, and none for a single slide', () => {
    const html = renderToStaticMarkup(<Probe count={3} loop autoplayMs={3600} />);
    expect(html).toContain('<span>autoplay</span><span>waiting</span>');
    expect(renderToStaticMarkup(<Probe count={1} loop autoplayMs={3600} />)).toContain(
      '<span>still</span>',
    );
  });
});
