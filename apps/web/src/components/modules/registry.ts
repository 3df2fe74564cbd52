import { AdvertisementModule } from './advertisement/advertisement-module';
import { ContactModule } from './contact/contact-module';
import { FaqModule } from './faq/faq-module';
import { HeroThematicModule } from './hero-thematic/hero-thematic-module';
import { IframeModule } from './iframe/iframe-module';
import { ImageModule } from './image/image-module';
import { QuotationModule } from './quotation/quotation-module';
import { TextModule } from './text/text-module';
import type { ModuleRegistry, ModuleRenderer } from './types';

/**
 * 000 §2.10 module kinds with a renderer. A new kind is a folder `<kind>/` with its
 * `<kind>-module.tsx` and one line here; 'default' and unknown kinds render nothing.
 */
export const MODULE_REGISTRY: ModuleRegistry = {
  advertisement: AdvertisementModule,
  contact: ContactModule,
  faq: FaqModule,
  hero_thematic: HeroThematicModule,
  iframe: IframeModule,
  image: ImageModule,
  quotation: QuotationModule,
  text: TextModule,
};

/** The renderer of `kind`, if the registry has one of its own (never an Object.prototype key). */
export function rendererFor(
  kind: string,
  registry: ModuleRegistry = MODULE_REGISTRY,
): ModuleRenderer | undefined {
  return Object.hasOwn(registry, kind) ? registry[kind] : undefined;
}
