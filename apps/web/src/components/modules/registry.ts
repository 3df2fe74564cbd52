import { AdMiddleModule } from './ad-middle/ad-middle-module';
import { AdvertisementModule } from './advertisement/advertisement-module';
import { CompetitionSeasonStatisticsModule } from './competition-season-statistics/competition-season-statistics-module';
import { ContactModule } from './contact/contact-module';
import { ContactFormModule } from './contact-form/contact-form-module';
import { EventInfoModule } from './event-info/event-info-module';
import { FaqModule } from './faq/faq-module';
import { GalleryModule } from './gallery/gallery-module';
import { GroupModule } from './group/group-module';
import { HeroMainModule } from './hero-main/hero-main-module';
import { HeroThematicModule } from './hero-thematic/hero-thematic-module';
import { HeaderModule } from './header/header-module';
import { IframeModule } from './iframe/iframe-module';
import { ImageModule } from './image/image-module';
import { MatchModule } from './match/match-module';
import { NewsModule } from './news/news-module';
import { PaymentModule } from './payment/payment-module';
import { ProductListModule } from './product-list/product-list-module';
import { QuizModule } from './quiz/quiz-module';
import { QuotationModule } from './quotation/quotation-module';
import { RoundModule } from './round/round-module';
import { ScheduleModule } from './schedule/schedule-module';
import { SocialMediaModule } from './social-media/social-media-module';
import { SquadModule } from './squad/squad-module';
import { SurveyModule } from './survey/survey-module';
import { StatisticModule } from './statistic/statistic-module';
import { TextModule } from './text/text-module';
import { VideoModule } from './video/video-module';
import type { ModuleRegistry, ModuleRenderer } from './types';

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
