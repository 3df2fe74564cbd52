import { readFileSync } from 'node:fs';
import { createElement } from 'react';

/**
 * The element a template painted last as its largest paint (`bench/lib/lcp-element.ts` writes
 * this shape to the JSON file named by `BARE_LCP_FILE`, one entry per template key).
 */
type Spec =
  | {
      kind: 'image';
      src: string;
      srcset?: string;
      sizes?: string;
      width?: string;
      height?: string;
      alt: string;
      sources: {
        srcset: string;
        sizes?: string;
        media?: string;
        type?: string;
        width?: string;
        height?: string;
      }[];
    }
  | { kind: 'text'; tag: string; text: string };

/** Read at request time: the bench writes a template's entry just before measuring it. */
export function readSpec(key: string): Spec | null {
  const file = process.env.BARE_LCP_FILE;
  if (!file) return null;
  const specs = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Spec | undefined>;
  return specs[key] ?? null;
}

const TEXT_TAG = /^[a-z][a-z0-9]{0,9}$/;
const VOID = new Set(['img', 'input', 'br', 'hr', 'source', 'meta', 'link', 'area', 'wbr']);

/**
 * The same picture (same `src`, `srcset` and `sizes`, and the `<picture>`'s `<source>`s) or the
 * same text in the same tag, alone, as a page that does nothing else would show it: eager, high
 * fetch priority.
 */
export function LcpElement({ spec }: { spec: Spec }) {
  if (spec.kind === 'text') {
    const tag = TEXT_TAG.test(spec.tag) && !VOID.has(spec.tag) ? spec.tag : 'p';
    return createElement(tag, null, spec.text);
  }
  const img = (
    <img
      src={spec.src}
      srcSet={spec.srcset}
      sizes={spec.sizes}
      width={spec.width}
      height={spec.height}
      alt={spec.alt}
      fetchPriority="high"
      style={{ display: 'block', width: '100%', height: 'auto' }}
    />
  );
  if (spec.sources.length === 0) return img;
  return (
    <picture>
      {spec.sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.srcset}`}
          srcSet={source.srcset}
          sizes={source.sizes}
          media={source.media}
          type={source.type}
          width={source.width}
          height={source.height}
        />
      ))}
      {img}
    </picture>
  );
}
