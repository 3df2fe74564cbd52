import {
  lazy,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type JSX,
  type MouseEvent,
} from 'react';
import { useHydrated } from '@/components/chrome/use-hydrated';
import { useNearScreen } from '@/components/chrome/use-near-screen';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The place of `element` among `root`'s focusable elements, or -1. */
function placeOf(root: HTMLElement | null, element: Element | null): number {
  if (!root || !element || !root.contains(element)) return -1;
  return [...root.querySelectorAll(FOCUSABLE)].indexOf(element);
}

/**
 * A client island whose code loads only when it comes near the screen (800 px, the
 * `useNearScreen` margin): below the fold it is not in the page's first load. The server's HTML
 * holds its markup in a `<div>` (the island's box, `className`), with its controls disabled as
 * the server renders them. Hydration keeps that HTML as it is (the `<div>` is hydrated with an
 * empty `dangerouslySetInnerHTML`, which React leaves alone) and nothing in it waits for the
 * chunk, so no update elsewhere on the page (the sign-in state's transition) waits either.
 * Near the screen the chunk loads and the island renders in place of that HTML: the same
 * markup, its controls now enabled, so nothing moves; a focused control keeps the focus. A
 * click on an (enabled) button of the server's markup loads it at once and is replayed on the
 * same button once it has rendered.
 *
 * Rendered in the browser without server HTML (a client-side navigation), the island loads
 * at once (`React.lazy`: the navigation waits for it). The `'use client'` file `x-lazy.tsx`
 * exports `nearScreenIsland(() => import('./x').then((m) => m.X))`.
 */
export function nearScreenIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (props: P & { className?: string }) => JSX.Element {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(() => get().then((component) => ({ default: component })));

  const Island = ({ className, ...rest }: P & { className?: string }) => {
    const props = rest as unknown as P & JSX.IntrinsicAttributes;
    // False while hydrating: this island's markup came with the server's HTML.
    const hydrated = useHydrated();
    const fromServer = useRef(!hydrated).current;
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const box = useRef<HTMLDivElement>(null);
    const focus = useRef(-1);
    const clicked = useRef(-1);
    const [wanted, setWanted] = useState(false);
    const near = useNearScreen(box);

    useEffect(() => {
      if (!(near || wanted) || Component) return;
      let live = true;
      void get().then((component) => {
        if (!live) return;
        focus.current = placeOf(box.current, document.activeElement);
        setComponent(() => component);
      });
      return () => {
        live = false;
      };
    }, [near, wanted, Component]);

    useLayoutEffect(() => {
      if (!Component) return;
      const controls = box.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
      if (focus.current >= 0) controls?.[focus.current]?.focus();
      if (clicked.current >= 0) controls?.[clicked.current]?.click();
      focus.current = -1;
      clicked.current = -1;
    }, [Component]);

    // A click on a button of the server's markup (React does not own it yet).
    const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      clicked.current = placeOf(box.current, button);
      setWanted(true);
    };

    // `data-ready`: the island runs in the browser (the server's HTML has no such attribute).
    const ready = typeof window === 'undefined' ? undefined : '';
    if (Component)
      return (
        <div ref={box} className={className} data-ready={ready}>
          <Component {...props} />
        </div>
      );
    if (fromServer && typeof window !== 'undefined')
      return (
        <div
          ref={box}
          className={className}
          onClickCapture={onClickCapture}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    return (
      <div ref={box} className={className} data-ready={ready}>
        <Lazy {...props} />
      </div>
    );
  };
  return Island;
}
