import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  return (
    <button type="button" disabled={!hydrated}>
      Menu
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server HTML, so a control that needs the script is disabled there', () => {
    expect(renderToStaticMarkup(<Probe />)).toBe('<button type="button" disabled="">Menu</button>');
  });
});
