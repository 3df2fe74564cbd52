/** The part of subset-font's API (it ships no types) that scripts/subset-fonts.ts uses. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    keepFeatures?: string[];
    noHinting?: boolean;
  }
  // eslint-disable-next-line no-restricted-syntax -- the package's own default export
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
