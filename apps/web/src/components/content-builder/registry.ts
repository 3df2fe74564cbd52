import { AdMiddleModule } from '@/components/modules/ad-middle/ad-middle-module';
import { AdvertisementModule } from '@/components/modules/advertisement/advertisement-module';
import { CompetitionSeasonStatisticsModule } from '@/components/modules/competition-season-statistics/competition-season-statistics-module';
import { ContactModule } from '@/components/modules/contact/contact-module';
import { ContactFormModule } from '@/components/modules/contact-form/contact-form-module';
import { EventInfoModule } from '@/components/modules/event-info/event-info-module';
import { FaqModule } from '@/components/modules/faq/faq-module';
import { GalleryModule } from '@/components/modules/gallery/gallery-module';
import { GroupModule } from '@/components/modules/group/group-module';
import { HeroMainModule } from '@/components/modules/hero-main/hero-main-module';
import { HeroThematicModule } from '@/components/modules/hero-thematic/hero-thematic-module';
import { HeaderModule } from '@/components/modules/header/header-module';
import { IframeModule } from '@/components/modules/iframe/iframe-module';
import { ImageModule } from '@/components/modules/image/image-module';
import { MatchModule } from '@/components/modules/match/match-module';
import { NewsModule } from '@/components/modules/news/news-module';
import { PaymentModule } from '@/components/modules/payment/payment-module';
import { ProductListModule } from '@/components/modules/product-list/product-list-module';
import { QuizModule } from '@/components/modules/quiz/quiz-module';
import { QuotationModule } from '@/components/modules/quotation/quotation-module';
import { RoundModule } from '@/components/modules/round/round-module';
import { ScheduleModule } from '@/components/modules/schedule/schedule-module';
import { SocialMediaModule } from '@/components/modules/social-media/social-media-module';
import { SquadModule } from '@/components/modules/squad/squad-module';
import { SurveyModule } from '@/components/modules/survey/survey-module';
import { StatisticModule } from '@/components/modules/statistic/statistic-module';
import { TextModule } from '@/components/modules/text/text-module';
import { VideoModule } from '@/components/modules/video/video-module';
import type { ModuleRegistry, ModuleRenderer } from '@/components/modules/types';

/**
 * 000 §2.10 module kinds with a renderer. A new kind is a folder `<kind>/` with its
 * `<kind>-module.tsx` and one line here; 'default' and unknown kinds render nothing.
 */
export const MODULE_REGISTRY: ModuleRegistry = {
  adMiddle: AdMiddleModule,
  advertisement: AdvertisementModule,
  competition_season_statistics: CompetitionSeasonStatisticsModule,
  contact: ContactModule,
  contact_form: ContactFormModule,
  event_info: EventInfoModule,
  faq: FaqModule,
  gallery: GalleryModule,
  group: GroupModule,
  header: HeaderModule,
  hero_main: HeroMainModule,
  hero_thematic: HeroThematicModule,
  iframe: IframeModule,
  image: ImageModule,
  match: MatchModule,
  match_list: ScheduleModule,
  news: NewsModule,
  payment: PaymentModule,
  product_list: ProductListModule,
  quiz: QuizModule,
  quotation: QuotationModule,
  round: RoundModule,
  schedule: ScheduleModule,
  social_media: SocialMediaModule,
  squad: SquadModule,
  survey: SurveyModule,
  statistic: StatisticModule,
  text: TextModule,
  video: VideoModule,
};

/** The renderer of `kind`, if the registry has one of its own (never an Object.prototype key). */
export function rendererFor(
  kind: string,
  registry: ModuleRegistry = MODULE_REGISTRY,
): ModuleRenderer | undefined {
  return Object.hasOwn(registry, kind) ? registry[kind] : undefined;
}
